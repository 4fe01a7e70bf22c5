import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Loading, Title, useCanAccess, useGetOne } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { displayDate, displayDateTime } from '../../domain/displayDates';
import { MAINTENANCE_MESSAGES } from '../../domain/maintenanceSchemas';
import { formatKwd } from '../../domain/money';
import { AttachmentLinks } from '../../src/thread/AttachmentLinks';
import { MaintenanceDeleteButton } from './MaintenanceDeleteButton';
import { MaintenanceEditButton } from './MaintenanceEditDialog';
import { Comments, Timeline } from './MaintenanceParts';
import { RatingForm, StatusMoves, WorkForm } from './MaintenanceWork';
import {
  CATEGORY_LABELS,
  MAINTENANCE_RESOURCE,
  MaintenanceStatusChip,
  OverdueChip,
  PRIORITY_LABELS,
  useMaintenanceActions,
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
        {error instanceof Error ? error.message : MAINTENANCE_MESSAGES.notFound}
      </Typography>
    );
  const back = tenant ? '/admin-panel/support-tickets/list' : '/admin-panel/reported-tickets/list';
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={`Maintenance request ${request.number}`} />
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
            <Stack direction="row" spacing={1} sx={{ mt: 1 }} aria-label="Request actions">
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
            <Fact label="Category" value={CATEGORY_LABELS[request.category]} />
            <Fact label="Priority" value={PRIORITY_LABELS[request.priority]} />
            <Fact label="Unit" value={`${request.property_name} · ${request.unit_no}`} />
            {tenant ? null : <Fact label="Tenant" value={request.tenant_name ?? '-'} />}
            <Fact label="Reported" value={displayDateTime(request.created_at)} />
            <Fact label="Deadline" value={displayDateTime(request.deadline_at)} />
            {request.deferred_until ? (
              <Fact label="Deferred until" value={displayDate(request.deferred_until)} />
            ) : null}
            <Fact label="Permission to enter" value={request.permission_to_enter ? 'Yes' : 'No'} />
            <Fact label="Preferred visit times" value={request.preferred_visit_times ?? '-'} />
            <Fact label="Assignee" value={request.assignee_name ?? 'Nobody yet'} />
            {request.vendor_name ? (
              <Fact
                label="Vendor"
                value={`${request.vendor_name}${request.vendor_phone ? ` · ${request.vendor_phone}` : ''}`}
              />
            ) : null}
            {request.cost ? (
              <Fact
                label="Cost"
                value={`${formatKwd(request.cost)}${request.charged ? ' · charged to the tenant' : ''}`}
              />
            ) : null}
            {request.reopen_count > 0 ? (
              <Fact label="Reopened" value={`${request.reopen_count} time(s)`} />
            ) : null}
            {request.rating_resolved !== null ? (
              <Fact
                label="Tenant's feedback"
                value={`${request.rating_resolved ? 'Resolved' : 'Not resolved'}${request.rating_comment ? ` · ${request.rating_comment}` : ''}`}
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
        <Section title="Status">
          <StatusMoves key={request.status} request={request} actions={actions} />
        </Section>
      )}
      {tenant ? null : (
        <Section title="Work">
          <WorkForm key={request.updated_at} request={request} actions={actions} />
        </Section>
      )}
      {tenant && request.status === 'COMPLETED' ? (
        <Section title="Is the problem resolved?">
          <RatingForm actions={actions} />
        </Section>
      ) : null}
      <Section title="Timeline">
        <Timeline history={request.history} />
      </Section>
      <Section title="Comments">
        <Comments
          id={id}
          internalChoice={!tenant}
          pending={actions.comment.isPending}
          onSend={(c) => actions.comment.mutateAsync(c)}
        />
      </Section>
      <Button component={RouterLink} to={back} sx={{ alignSelf: 'flex-start' }}>
        {tenant ? 'Back to maintenance requests' : 'Back to reported tickets'}
      </Button>
    </Stack>
  );
}

/** reported-tickets/detail/{id}: work the request. */
export default function ReportedTicketDetail() {
  return <MaintenanceDetailView tenant={false} />;
}
