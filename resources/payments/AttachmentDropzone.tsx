import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { attachmentKind } from '../../domain/documents';
import { assetUrl } from '../../src/api/assetUrl';
import { isAcceptedAttachment, PAYMENT_ATTACHMENT_ACCEPT } from './paymentForm';
import type { PaymentAttachment } from './manualPaymentApi';

interface AttachmentDropzoneProps {
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Update dialog: the payment's attachments still shown (removing one only hides it until saved). */
  existing?: PaymentAttachment[];
  onExistingChange?: (existing: PaymentAttachment[]) => void;
  /** Some chosen files were not images, pdf, doc or docx. */
  onRefused: () => void;
  disabled?: boolean;
}

const KindIcon = ({ name }: { name: string }) =>
  attachmentKind(name) === 'image' ? <ImageIcon fontSize="small" /> : <DescriptionIcon fontSize="small" />;

/** Attachments of a manual payment: click to choose or drag and drop, several files, remove one. */
export function AttachmentDropzone(props: AttachmentDropzoneProps) {
  const { files, onFilesChange, existing = [], onExistingChange, onRefused, disabled } = props;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const translate = useTranslate();

  const add = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const accepted = chosen.filter(isAcceptedAttachment);
    if (accepted.length < chosen.length) onRefused();
    if (accepted.length) onFilesChange([...files, ...accepted]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(event.dataTransfer.files);
  };

  return (
    <Box>
      <Box
        role="button"
        tabIndex={0}
        // Named by its own content: a hidden word of context, then what it shows (WCAG 2.5.3,
        // label in name: a separate aria-label left the visible words out of the name in Arabic).
        data-testid="attachment-dropzone"
        onClick={() => !disabled && input.current?.click()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            if (!disabled) input.current?.click();
          }
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
        }}
      >
        <CloudUploadIcon color="action" />
        <Box component="span" sx={visuallyHidden}>
          {translate('payments.attachments.list_label')}
        </Box>
        <Typography variant="body2">{translate('payments.attachments.dropzone_text')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('payments.attachments.accepted')}
        </Typography>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={PAYMENT_ATTACHMENT_ACCEPT}
          data-testid="attachment-input"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = ''; // the same file may be chosen again after removing it
          }}
        />
      </Box>
      {existing.length + files.length > 0 ? (
        <List dense aria-label={translate('payments.attachments.list_label')}>
          {existing.map((file, i) => (
            <ListItem
              key={`existing-${file.name}-${i}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={translate('payments.attachments.remove', { name: file.name })}
                  disabled={disabled}
                  onClick={() => onExistingChange?.(existing.filter((_, j) => j !== i))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <KindIcon name={file.name} />
              </ListItemIcon>
              <ListItemText
                primary={
                  <a href={assetUrl(file.url)} target="_blank" rel="noopener">
                    {file.name}
                  </a>
                }
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItem>
          ))}
          {files.map((file, i) => (
            <ListItem
              key={`new-${file.name}-${i}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={translate('payments.attachments.remove', { name: file.name })}
                  disabled={disabled}
                  onClick={() => onFilesChange(files.filter((_, j) => j !== i))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <KindIcon name={file.name} />
              </ListItemIcon>
              <ListItemText primary={file.name} slotProps={{ primary: { noWrap: true } }} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}
