import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface Reply {
  body: string;
  files: File[];
}

/**
 * A thread's reply: text and attachments, checked before sending with the messages the API answers
 * (the caller passes its own, so the screen and the server say the same). The parent sends it and
 * tells the user how it went; on success the form empties, on failure the text stays for another try.
 * `extraControls` sits beside the buttons (the maintenance side's "Internal" choice).
 */
export function ReplyForm({
  label,
  submitLabel,
  fileInputLabel,
  accept,
  maxFiles,
  messages,
  pending,
  onSend,
  extraControls,
}: {
  label: string;
  submitLabel: string;
  fileInputLabel: string;
  accept: string;
  maxFiles: number;
  messages: { bodyRequired: string; tooManyFiles: string };
  pending: boolean;
  onSend: (reply: Reply) => Promise<unknown>;
  extraControls?: ReactNode;
}) {
  const translate = useTranslate();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError(messages.bodyRequired);
    if (files.length > maxFiles) return setError(messages.tooManyFiles);
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
        {extraControls}
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} disabled={pending}>
          {translate('thread.attach_files')}
          <input
            ref={input}
            hidden
            type="file"
            multiple
            accept={accept}
            aria-label={fileInputLabel}
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
        </Button>
        {files.length ? (
          <Typography variant="body2" color="text.secondary">
            {files.map((f) => f.name).join(', ')}
          </Typography>
        ) : null}
        <Button type="submit" variant="contained" disabled={pending} sx={{ ml: 'auto' }}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
