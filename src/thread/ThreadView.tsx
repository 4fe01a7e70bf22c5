import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AttachmentLinks, type AttachmentLink } from './AttachmentLinks';

/**
 * One message of a thread: who and when on a caption line, the text as written (line breaks kept,
 * long words wrapped), then its files. `align` puts the other side's messages on the left, as a chat does.
 */
export function ThreadMessage({
  caption,
  body,
  files,
  shaded = false,
  align,
  testId,
}: {
  caption: string;
  body: string;
  files: AttachmentLink[];
  /** A tinted background: a message from the platform, or an internal note. */
  shaded?: boolean;
  align?: 'start' | 'end';
  testId: string;
}) {
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      sx={{
        p: 1.5,
        bgcolor: shaded ? 'action.hover' : 'background.paper',
        ...(align
          ? { maxWidth: { xs: '100%', sm: '80%' }, alignSelf: align === 'start' ? 'flex-start' : 'flex-end' }
          : {}),
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {caption}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{body}</Typography>
      <AttachmentLinks files={files} />
    </Paper>
  );
}

/** A thread's messages, oldest first, in a labelled section; `emptyText` when there are none yet. */
export function ThreadView({
  label,
  emptyText,
  children,
}: {
  label: string;
  emptyText: string;
  children: ReactNode[];
}) {
  if (children.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {emptyText}
      </Typography>
    );
  return (
    <Box component="section" aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {children}
    </Box>
  );
}
