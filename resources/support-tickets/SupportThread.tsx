import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayDateTime } from '../../domain/displayDates';
import {
  SUPPORT_STATUS_LABELS,
  type SupportCommentItem,
  type SupportTicketDetail,
} from '../../domain/supportTickets';
import { assetUrl } from '../../src/api/assetUrl';

type Attachment = SupportTicketDetail['attachments'][number];

/** A record's attachments as links (signed, expiring: the page reads fresh ones each time). */
export function AttachmentLinks({ files }: { files: Attachment[] }) {
  if (files.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5, mt: 1 }}>
      {files.map((f) => (
        <Link
          key={f.key}
          href={assetUrl(f.url)}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <AttachFileIcon fontSize="small" />
          {f.name}
        </Link>
      ))}
    </Stack>
  );
}

function Entry({ entry }: { entry: SupportCommentItem }) {
  const when = displayDateTime(entry.createdAt);
  if (entry.statusTo) {
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ textAlign: 'center' }}
        data-testid="support-status-change"
      >
        {entry.author.name} moved the ticket from {SUPPORT_STATUS_LABELS[entry.statusFrom ?? 'OPEN']} to{' '}
        {SUPPORT_STATUS_LABELS[entry.statusTo]} · {when}
      </Typography>
    );
  }
  return (
    <Paper
      variant="outlined"
      data-testid="support-comment"
      sx={{
        p: 1.5,
        maxWidth: { xs: '100%', sm: '80%' },
        alignSelf: entry.fromPlatform ? 'flex-start' : 'flex-end',
        bgcolor: entry.fromPlatform ? 'action.hover' : 'background.paper',
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {entry.fromPlatform ? `${entry.author.name} · Platform support` : entry.author.name} · {when}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.body}</Typography>
      <AttachmentLinks files={entry.attachments} />
    </Paper>
  );
}

/** The ticket's thread: replies of both sides and each status change, oldest first. */
export function SupportThread({ thread }: { thread: SupportCommentItem[] }) {
  if (thread.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        No replies yet.
      </Typography>
    );
  return (
    <Box
      component="section"
      aria-label="Replies"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, py: 1 }}
    >
      {thread.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </Box>
  );
}
