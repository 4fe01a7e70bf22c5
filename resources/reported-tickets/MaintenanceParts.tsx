import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { displayDateTime } from '../../domain/displayDates';
import type { MaintenanceCommentRecord, MaintenanceRecord } from '../../domain/maintenanceRecord';
import { MAINTENANCE_MESSAGES, MAX_MAINTENANCE_FILES } from '../../domain/maintenanceSchemas';
import { assetUrl } from '../../src/api/assetUrl';
import { apiClient } from '../../src/api/httpClient';
import { errorText, MAINTENANCE_API, STATUS_LABELS, type MaintenanceDetail } from './maintenanceUi';

/** Photos and PDFs the API checked by content. */
export const MAINTENANCE_FILE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,application/pdf';

/** A request's or a comment's files as links (signed, expiring: the page reads fresh ones each time). */
export function FileLinks({ files }: { files: MaintenanceRecord['attachments'] }) {
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
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError(MAINTENANCE_MESSAGES.comment);
    if (files.length > MAX_MAINTENANCE_FILES) return setError(MAINTENANCE_MESSAGES.files);
    setError(null);
    try {
      await onSend({ body, internal: internalChoice && internal, files });
      setBody('');
      setFiles([]);
      setInternal(false);
      if (input.current) input.current.value = '';
    } catch {
      // The notification says what went wrong; the text stays for another try.
    }
  };

  const items = comments.data?.items ?? [];
  return (
    <Stack spacing={1.5}>
      <Box
        component="section"
        aria-label="Comments"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {items.length === 0 ? (
          <Typography color="text.secondary">
            {comments.isPending ? 'Loading…' : 'No comments yet.'}
          </Typography>
        ) : (
          items.map((c) => (
            <Paper
              key={c.id}
              variant="outlined"
              data-testid="maintenance-comment"
              sx={{ p: 1.5, bgcolor: c.internal ? 'action.hover' : 'background.paper' }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {c.author_name ?? 'Someone'} · {displayDateTime(c.created_at)}
                {c.internal ? ' · Internal (not shown to the tenant)' : ''}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.body}</Typography>
              <FileLinks files={c.attachments} />
            </Paper>
          ))
        )}
      </Box>
      <Stack component="form" onSubmit={submit} spacing={1} noValidate>
        <TextField
          label="Comment"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          error={!!error}
          helperText={error ?? ' '}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {internalChoice ? (
            <FormControlLabel
              control={<Checkbox checked={internal} onChange={(e) => setInternal(e.target.checked)} />}
              label="Internal (landlord and managers only)"
            />
          ) : null}
          <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} disabled={pending}>
            Attach files
            <input
              ref={input}
              hidden
              type="file"
              multiple
              accept={MAINTENANCE_FILE_ACCEPT}
              aria-label="Attach files to the comment"
              onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
            />
          </Button>
          {files.length ? (
            <Typography variant="body2" color="text.secondary">
              {files.map((f) => f.name).join(', ')}
            </Typography>
          ) : null}
          <Button type="submit" variant="contained" disabled={pending} sx={{ ml: 'auto' }}>
            Add comment
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
