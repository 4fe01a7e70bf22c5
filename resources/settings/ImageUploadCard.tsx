import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { IMAGE_ACCEPT, SETTING_IMAGES, type SettingImageField } from '../../domain/settingMessages';
import { useTranslate } from 'react-admin';

export interface ImageUploadCardProps {
  field: SettingImageField;
  /** What to show: the pending file's preview, else the stored image; undefined for none. */
  src: string | undefined;
  /** A chosen file that is not saved yet. */
  pending: boolean;
  busy: boolean;
  /** Read-only for a manager: no upload button. */
  editable: boolean;
  error?: string | undefined;
  /** Shown under the preview (e.g. why a chosen file is not saved yet). */
  notice?: ReactNode;
  onSelect: (file: File) => void;
  /** The chosen file's preview did not decode: it is not an image, whatever its name says. */
  onPreviewError?: () => void;
}

/** One single-image upload of the App Setting (logo or banner): preview, suggested size, upload. */
export function ImageUploadCard({
  field,
  src,
  pending,
  busy,
  editable,
  error,
  notice,
  onSelect,
  onPreviewError,
}: ImageUploadCardProps) {
  const translate = useTranslate();
  const { width, height } = SETTING_IMAGES[field];
  const label = translate(`settings.images.${field}`);
  const lower = label.toLowerCase();
  const inputRef = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) still fires a change.
    event.target.value = '';
    if (file) onSelect(file);
  };

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {busy ? (
        <LinearProgress aria-label={translate('settings.images.saving_image', { name: lower })} />
      ) : (
        <Box sx={{ height: 4 }} />
      )}
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('settings.images.suggested_size', { width, height })}
          </Typography>
        </Stack>
        <Box
          sx={{
            position: 'relative',
            height: 240,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 1,
            border: '1px dashed',
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: 'grey.50',
            overflow: 'hidden',
          }}
        >
          {src ? (
            <Box
              component="img"
              src={src}
              alt={translate('settings.images.preview', { label })}
              onError={pending ? onPreviewError : undefined}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', p: 1.5 }}
            />
          ) : (
            <Stack sx={{ alignItems: 'center', color: 'text.secondary' }} spacing={0.5}>
              <ImageOutlinedIcon fontSize="large" />
              <Typography variant="body2">{translate(`settings.images.none_${field}`)}</Typography>
            </Stack>
          )}
          {pending ? (
            <Chip
              label={translate('settings.images.not_saved')}
              size="small"
              color="warning"
              sx={{ position: 'absolute', top: 8, right: 8 }}
            />
          ) : null}
        </Box>
        {error ? (
          <Alert severity="error" variant="outlined">
            {error}
          </Alert>
        ) : null}
        {notice}
        {editable ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 1, mt: 'auto' }}
          >
            <Typography variant="caption" color="text.secondary">
              {translate('settings.images.formats')}
            </Typography>
            {/* A plain button that opens a hidden input beside it: an input inside a button-like
                label is a control nested in a control (axe: nested-interactive). */}
            <Button
              variant="outlined"
              startIcon={<CloudUploadIcon />}
              disabled={busy}
              onClick={() => inputRef.current?.click()}
            >
              {translate(src ? 'settings.images.change' : 'settings.images.upload', { name: lower })}
            </Button>
            <input
              ref={inputRef}
              type="file"
              accept={IMAGE_ACCEPT}
              aria-label={translate('settings.images.file', { label })}
              tabIndex={-1}
              onChange={onChange}
              disabled={busy}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            />
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
