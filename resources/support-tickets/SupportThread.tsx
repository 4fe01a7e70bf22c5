import Typography from '@mui/material/Typography';
import { displayDateTime } from '../../domain/displayDates';
import { useTranslate } from 'react-admin';
import type { SupportCommentItem, SupportStatus } from '../../domain/supportTickets';
import { ThreadMessage, ThreadView } from '../../src/thread/ThreadView';

/** A status change is a line across the thread, not a message. */
function StatusChange({ entry, to }: { entry: SupportCommentItem; to: SupportStatus }) {
  const translate = useTranslate();
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ textAlign: 'center' }}
      data-testid="support-status-change"
    >
      {translate('supportTickets.thread.moved', {
        name: entry.author.name,
        from: translate(`supportTickets.status.${entry.statusFrom ?? 'OPEN'}`),
        to: translate(`supportTickets.status.${to}`),
        at: displayDateTime(entry.createdAt),
      })}
    </Typography>
  );
}

/** The ticket's thread: replies of both sides (the platform's on the left) and each status change, oldest first. */
export function SupportThread({ thread }: { thread: SupportCommentItem[] }) {
  const translate = useTranslate();
  return (
    <ThreadView
      label={translate('supportTickets.detail.replies')}
      emptyText={translate('supportTickets.thread.empty')}
    >
      {thread.map((entry) =>
        entry.statusTo ? (
          <StatusChange key={entry.id} entry={entry} to={entry.statusTo} />
        ) : (
          <ThreadMessage
            key={entry.id}
            testId="support-comment"
            caption={`${entry.fromPlatform ? translate('supportTickets.thread.platform', { name: entry.author.name }) : entry.author.name} · ${displayDateTime(entry.createdAt)}`}
            body={entry.body}
            files={entry.attachments}
            shaded={entry.fromPlatform}
            align={entry.fromPlatform ? 'start' : 'end'}
          />
        ),
      )}
    </ThreadView>
  );
}
