import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { DOCUMENT_ACCEPT } from '../../domain/documents';
import { MAX_SUPPORT_FILES, SUPPORT_MESSAGES } from '../../domain/supportTickets';

/** A reply with up to five attachments; the parent sends it and says how it went. */
export function SupportReplyForm({
  label,
  pending,
  onSend,
}: {
  label: string;
  pending: boolean;
  onSend: (reply: { body: string; files: File[] }) => Promise<unknown>;
}) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError(SUPPORT_MESSAGES.bodyRequired);
    if (files.length > MAX_SUPPORT_FILES) return setError(SUPPORT_MESSAGES.tooManyFiles);
    setError(null);
    try {
      await onSend({ body, files });
      setBody('');
      setFiles([]);
      if (input.current) input.current.value = '';
    } catch {
      // The notification says what went wrong; the text stays for another try.
    }
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={1} noValidate>
      <TextField
        label={label}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={!!error}
        helperText={error ?? ' '}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} disabled={pending}>
          Attach files
          <input
            ref={input}
            hidden
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            aria-label="Attach files to the reply"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
        </Button>
        {files.length ? (
          <Typography variant="body2" color="text.secondary">
            {files.map((f) => f.name).join(', ')}
          </Typography>
        ) : null}
        <Button type="submit" variant="contained" disabled={pending} sx={{ ml: 'auto' }}>
          Send reply
        </Button>
      </Stack>
    </Stack>
  );
}
