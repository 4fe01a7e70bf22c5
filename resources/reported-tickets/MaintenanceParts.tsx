import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { displayDateTime } from '../../domain/displayDates';
import type { MaintenanceCommentRecord } from '../../domain/maintenanceRecord';
import { MAINTENANCE_MESSAGES, MAX_MAINTENANCE_FILES } from '../../domain/maintenanceSchemas';
import { apiClient } from '../../src/api/httpClient';
import { ReplyForm, type Reply } from '../../src/thread/ReplyForm';
import { ThreadMessage, ThreadView } from '../../src/thread/ThreadView';
import { errorText, MAINTENANCE_API, STATUS_LABELS, type MaintenanceDetail } from './maintenanceUi';

/** Photos and PDFs the API checked by content. */
export const MAINTENANCE_FILE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,application/pdf';

/** Every status change, oldest first: who, when, from, to and why. */
export function Timeline({ history }: { history: MaintenanceDetail['history'] }) {
  return (
    <Box component="ol" aria-label="Timeline" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
      {history.map((h) => (
        <Typography component="li" variant="body2" key={h.id} data-testid="maintenance-history">
          {h.from_status
            ? `${STATUS_LABELS[h.from_status]} → ${STATUS_LABELS[h.to_status]}`
            : `Reported (${STATUS_LABELS[h.to_status]})`}
          {' · '}
          {h.actor_name ?? 'System'} · {displayDateTime(h.created_at)}
          {h.reason ? ` · ${h.reason}` : ''}
        </Typography>
      ))}
    </Box>
  );
}

/** The request's comments (a tenant never receives the internal ones) and a form to add one. */
export function Comments({
  id,
  internalChoice,
  pending,
  onSend,
}: {
  id: string;
  /** The landlord's side chooses internal or visible to the tenant. */
  internalChoice: boolean;
  pending: boolean;
  onSend: (c: { body: string; internal: boolean; files: File[] }) => Promise<unknown>;
}) {
  const notify = useNotify();
  const comments = useQuery({
    queryKey: ['maintenance', 'comments', id],
    queryFn: () => apiClient.get<{ items: MaintenanceCommentRecord[] }>(`${MAINTENANCE_API}/${id}/comments`),
  });
  useEffect(() => {
    if (comments.error)
      notify(errorText(comments.error, 'The comments could not be read.'), { type: 'error' });
  }, [comments.error, notify]);
  const [internal, setInternal] = useState(false);
  const send = async (reply: Reply) => {
    await onSend({ ...reply, internal: internalChoice && internal });
    setInternal(false);
  };

  return (
    <Stack spacing={1.5}>
      <ThreadView label="Comments" emptyText={comments.isPending ? 'Loading…' : 'No comments yet.'}>
        {(comments.data?.items ?? []).map((c) => (
          <ThreadMessage
            key={c.id}
            testId="maintenance-comment"
            caption={`${c.author_name ?? 'Someone'} · ${displayDateTime(c.created_at)}${
              c.internal ? ' · Internal (not shown to the tenant)' : ''
            }`}
            body={c.body}
            files={c.attachments}
            shaded={c.internal}
          />
        ))}
      </ThreadView>
      <ReplyForm
        label="Comment"
        submitLabel="Add comment"
        fileInputLabel="Attach files to the comment"
        accept={MAINTENANCE_FILE_ACCEPT}
        maxFiles={MAX_MAINTENANCE_FILES}
        messages={{ bodyRequired: MAINTENANCE_MESSAGES.comment, tooManyFiles: MAINTENANCE_MESSAGES.files }}
        pending={pending}
        onSend={send}
        extraControls={
          internalChoice ? (
            <FormControlLabel
              control={<Checkbox checked={internal} onChange={(e) => setInternal(e.target.checked)} />}
              label="Internal (landlord and managers only)"
            />
          ) : null
        }
      />
    </Stack>
  );
}
