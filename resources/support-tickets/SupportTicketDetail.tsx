import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { displayDateTime } from '../../domain/displayDates';
import {
  MAX_SUPPORT_FILES,
  SUPPORT_MESSAGES,
  type SupportTicketDetail as Ticket,
} from '../../domain/supportTickets';
import { DOCUMENT_ACCEPT } from '../../domain/documents';
import { AttachmentLinks } from '../../src/thread/AttachmentLinks';
import { useCatalogueMessage } from '../../src/thread/catalogueMessage';
import { ReplyForm } from '../../src/thread/ReplyForm';
import { SupportStatusChip } from './SupportStatusChip';
import { SupportThread } from './SupportThread';
import { MaintenanceDetailView } from '../reported-tickets/ReportedTicketDetail';
import { useSupportActions, useSupportSide } from './supportApi';

/** The platform's moves: only those the status table allows from here (domain/supportTickets.ts). */
function StatusMoves({
  ticket,
  onMove,
  pending,
}: {
  ticket: Ticket;
  onMove: (s: Ticket['status']) => void;
  pending: boolean;
}) {
  const translate = useTranslate();
  if (ticket.nextStatuses.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ flexWrap: 'wrap', rowGap: 1 }}
      aria-label={translate('supportTickets.detail.change_status')}
    >
      {ticket.nextStatuses.map((s) => (
        <Button key={s} variant="outlined" size="small" disabled={pending} onClick={() => onMove(s)}>
          {translate(`supportTickets.mark.${s}`)}
        </Button>
      ))}
    </Stack>
  );
}

function TicketView({ id }: { id: string }) {
  const { side, resource } = useSupportSide();
  const translate = useTranslate();
  const message = useCatalogueMessage(SUPPORT_MESSAGES, 'supportTickets.messages');
  const platform = side === 'platform';
  const { data: ticket, isPending, error } = useGetOne<Ticket & { id: string }>(resource, { id });
  const { reply, move } = useSupportActions(id);
  // react-admin seeds a record from the list it was clicked in; the thread comes with the ticket.
  if (isPending || (ticket && !Array.isArray(ticket.thread) && !error)) return <Loading />;
  if (error || !ticket)
    return (
      <Typography role="alert" sx={{ p: 2 }}>
        {error instanceof Error ? error.message : message(SUPPORT_MESSAGES.notFound)}
      </Typography>
    );
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={translate('supportTickets.detail.title', { number: ticket.number })} />
      <Card>
        <CardContent>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography component="h2" variant="h6" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {ticket.number} · {ticket.subject}
            </Typography>
            <SupportStatusChip status={ticket.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {translate('supportTickets.detail.raised_by', {
              category: translate(`supportTickets.category.${ticket.category}`, { _: ticket.category }),
              name: ticket.raisedBy.name,
            })}
            {platform && ticket.landlordName !== ticket.raisedBy.name
              ? translate('supportTickets.detail.for_landlord', { name: ticket.landlordName })
              : ''}{' '}
            · {displayDateTime(ticket.createdAt)}
          </Typography>
          <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {ticket.description}
          </Typography>
          <AttachmentLinks files={ticket.attachments} />
        </CardContent>
      </Card>
      {platform ? (
        <StatusMoves ticket={ticket} pending={move.isPending} onMove={(s) => move.mutate(s)} />
      ) : null}
      <Card>
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {translate('supportTickets.detail.replies')}
          </Typography>
          <Stack spacing={1.5}>
            <SupportThread thread={ticket.thread} />
            {ticket.status === 'CLOSED' ? (
              <Typography color="text.secondary">{message(SUPPORT_MESSAGES.closed)}</Typography>
            ) : (
              <ReplyForm
                label={translate(
                  platform ? 'supportTickets.detail.answer' : 'supportTickets.detail.your_reply',
                )}
                submitLabel={translate('supportTickets.detail.send_reply')}
                fileInputLabel={translate('supportTickets.detail.attach')}
                accept={DOCUMENT_ACCEPT}
                maxFiles={MAX_SUPPORT_FILES}
                messages={{
                  bodyRequired: message(SUPPORT_MESSAGES.bodyRequired),
                  tooManyFiles: message(SUPPORT_MESSAGES.tooManyFiles),
                }}
                pending={reply.isPending}
                onSend={(r) => reply.mutateAsync(r)}
              />
            )}
          </Stack>
        </CardContent>
      </Card>
      <Button component={RouterLink} to="/admin-panel/support-tickets/list" sx={{ alignSelf: 'flex-start' }}>
        {translate('supportTickets.detail.back')}
      </Button>
    </Stack>
  );
}

/** support-tickets/detail/{id}: the ticket, its thread, a reply, and the platform's status moves. */
export default function SupportTicketDetail() {
  const { id } = useParams();
  const { side } = useSupportSide();
  if (side === 'tenant') return <MaintenanceDetailView tenant />;
  return <TicketView id={id ?? ''} />;
}
