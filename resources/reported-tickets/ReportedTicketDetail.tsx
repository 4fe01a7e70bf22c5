import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Loading, Title, useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { displayDate, displayDateTime } from '../../domain/displayDates';
import { MAINTENANCE_MESSAGES } from '../../domain/maintenanceSchemas';
import { formatKwd } from '../../domain/money';
import { AttachmentLinks } from '../../src/thread/AttachmentLinks';
import { MaintenanceDeleteButton } from './MaintenanceDeleteButton';
import { MaintenanceEditButton } from './MaintenanceEditDialog';
import { Comments, Timeline } from './MaintenanceParts';
import { RatingForm } from './MaintenanceRating';
import { StatusMoves, WorkForm } from './MaintenanceWork';
import {
  MAINTENANCE_RESOURCE,
  MaintenanceStatusChip,
  OverdueChip,
  useMaintenanceActions,
  useMaintenanceLabels,
  useMaintenanceMessage,
  type MaintenanceDetail,
} from './maintenanceUi';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Typography variant="body2">
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      {value}
    </Typography>
  );
}

/**
 * One maintenance request: for the landlord's side (REPORTED TICKETS) with the work, the status
 * moves and internal comments; for a tenant (MAINTENANCE REQUESTS) with visible comments and, on
 * COMPLETED, its rating.
 */
export function MaintenanceDetailView({ tenant }: { tenant: boolean }) {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`reportedTickets.detail.${key}`, options);
  const labels = useMaintenanceLabels();
  const message = useMaintenanceMessage();
  const {
    data: request,
    isPending,
    error,
  } = useGetOne<MaintenanceDetail & { id: string }>(MAINTENANCE_RESOURCE, {
    id,
  });
  const actions = useMaintenanceActions(id);
  // The routes ask for Update / Delete Maintenance Request; the buttons show only to their holders.
  const { canAccess: mayEdit } = useCanAccess({ resource: MAINTENANCE_RESOURCE, action: 'edit' });
  const { canAccess: mayDelete } = useCanAccess({ resource: MAINTENANCE_RESOURCE, action: 'delete' });
  // react-admin seeds a record from the list it was clicked in; the history comes with the request.
  if (isPending || (request && !Array.isArray(request.history) && !error)) return <Loading />;
  if (error || !request)
    return (
      <Typography role="alert" sx={{ p: 2 }}>
        {error instanceof Error ? error.message : message(MAINTENANCE_MESSAGES.notFound)}
      </Typography>
    );
  const back = tenant ? '/admin-panel/support-tickets/list' : '/admin-panel/reported-tickets/list';
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={t('title', { number: request.number })} />
      <Card>
        <CardContent>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography component="h2" variant="h6" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {request.number} · {request.title}
            </Typography>
            <Stack direction="row" spacing={0.5}>
              <MaintenanceStatusChip status={request.status} />
              <OverdueChip overdue={request.overdue} />
            </Stack>
          </Stack>
          {!tenant && (mayEdit || mayDelete) ? (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }} aria-label={t('actions')}>
              {mayEdit ? (
                <MaintenanceEditButton
                  request={request}
                  onSave={(values) => actions.update.mutateAsync(values)}
                />
              ) : null}
              {mayDelete ? <MaintenanceDeleteButton id={id} number={request.number} /> : null}
            </Stack>
          ) : null}
          <Stack spacing={0.5} sx={{ mt: 1 }}>
            <Fact label={t('category')} value={labels.category(request.category)} />
            <Fact label={t('priority')} value={labels.priority(request.priority)} />
            <Fact label={t('unit')} value={`${request.property_name} · ${request.unit_no}`} />
            {tenant ? null : <Fact label={t('tenant')} value={request.tenant_name ?? '-'} />}
            <Fact label={t('reported')} value={displayDateTime(request.created_at)} />
            <Fact label={t('deadline')} value={displayDateTime(request.deadline_at)} />
            {request.deferred_until ? (
              <Fact label={t('deferred_until')} value={displayDate(request.deferred_until)} />
            ) : null}
            <Fact
              label={t('permission_to_enter')}
              value={translate(request.permission_to_enter ? 'reportedTickets.yes' : 'reportedTickets.no')}
            />
            <Fact label={t('preferred_visit_times')} value={request.preferred_visit_times ?? '-'} />
            <Fact label={t('assignee')} value={request.assignee_name ?? t('nobody_yet')} />
            {request.vendor_name ? (
              <Fact
                label={t('vendor')}
                value={`${request.vendor_name}${request.vendor_phone ? ` · ${request.vendor_phone}` : ''}`}
              />
            ) : null}
            {request.cost ? (
              <Fact
                label={t('cost')}
                value={`${formatKwd(request.cost)}${request.charged ? t('charged_suffix') : ''}`}
              />
            ) : null}
            {request.reopen_count > 0 ? (
              <Fact label={t('reopened')} value={t('reopened_times', { n: request.reopen_count })} />
            ) : null}
            {request.rating_resolved !== null ? (
              <Fact
                label={t('feedback')}
                value={`${t(request.rating_resolved ? 'resolved' : 'not_resolved')}${request.rating_comment ? ` · ${request.rating_comment}` : ''}`}
              />
            ) : null}
          </Stack>
          {request.description ? (
            <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {request.description}
            </Typography>
          ) : null}
          <AttachmentLinks files={request.attachments} />
        </CardContent>
      </Card>
      {tenant ? null : (
        <Section title={t('status_section')}>
          <StatusMoves key={request.status} request={request} actions={actions} />
        </Section>
      )}
      {tenant ? null : (
        <Section title={t('work_section')}>
          <WorkForm key={request.updated_at} request={request} actions={actions} />
        </Section>
      )}
      {tenant && request.status === 'COMPLETED' ? (
        <Section title={t('rating_section')}>
          <RatingForm actions={actions} />
        </Section>
      ) : null}
      <Section title={t('timeline_section')}>
        <Timeline history={request.history} />
      </Section>
      <Section title={t('comments_section')}>
        <Comments
          id={id}
          internalChoice={!tenant}
          pending={actions.comment.isPending}
          onSend={(c) => actions.comment.mutateAsync(c)}
        />
      </Section>
      <Button component={RouterLink} to={back} sx={{ alignSelf: 'flex-start' }}>
        {t(tenant ? 'back_tenant' : 'back')}
      </Button>
    </Stack>
  );
}

/** reported-tickets/detail/{id}: work the request. */
export default function ReportedTicketDetail() {
  return <MaintenanceDetailView tenant={false} />;
}
