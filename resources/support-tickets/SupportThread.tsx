import Typography from '@mui/material/Typography';
import { displayDateTime } from '../../domain/displayDates';
import {
  SUPPORT_STATUS_LABELS,
  type SupportCommentItem,
  type SupportStatus,
} from '../../domain/supportTickets';
import { ThreadMessage, ThreadView } from '../../src/thread/ThreadView';

/** A status change is a line across the thread, not a message. */
function StatusChange({ entry, to }: { entry: SupportCommentItem; to: SupportStatus }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ textAlign: 'center' }}
      data-testid="support-status-change"
    >
      {entry.author.name} moved the ticket from {SUPPORT_STATUS_LABELS[entry.statusFrom ?? 'OPEN']} to{' '}
      {SUPPORT_STATUS_LABELS[to]} · {displayDateTime(entry.createdAt)}
    </Typography>
  );
}

/** The ticket's thread: replies of both sides (the platform's on the left) and each status change, oldest first. */
export function SupportThread({ thread }: { thread: SupportCommentItem[] }) {
  return (
    <ThreadView label="Replies" emptyText="No replies yet.">
      {thread.map((entry) =>
        entry.statusTo ? (
          <StatusChange key={entry.id} entry={entry} to={entry.statusTo} />
        ) : (
          <ThreadMessage
            key={entry.id}
            testId="support-comment"
            caption={`${entry.fromPlatform ? `${entry.author.name} · Platform support` : entry.author.name} · ${displayDateTime(entry.createdAt)}`}
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
