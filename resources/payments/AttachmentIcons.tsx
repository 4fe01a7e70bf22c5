import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { attachmentKind } from '../../domain/documents';
import { assetUrl } from '../../src/api/assetUrl';
import type { PaymentAttachment } from './manualPaymentApi';
import { DASH } from './paymentDisplay';

/** Spec section 9: at most 3 icons inline; the rest in a '+N' popover. */
export const INLINE_ATTACHMENTS = 3;

function AttachmentIcon({ file }: { file: PaymentAttachment }) {
  return (
    <Tooltip title={file.name}>
      <IconButton
        size="small"
        sx={{ p: 0.25 }}
        component="a"
        href={assetUrl(file.url)}
        target="_blank"
        rel="noopener"
        aria-label={file.name}
      >
        {attachmentKind(file.name || file.url) === 'image' ? (
          <ImageIcon fontSize="small" color="primary" />
        ) : (
          <DescriptionIcon fontSize="small" color="action" />
        )}
      </IconButton>
    </Tooltip>
  );
}

/** Agreement docs: an icon per file by type (image or document); none shows a dash. */
export function AttachmentIcons({ files }: { files: PaymentAttachment[] | null | undefined }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const translate = useTranslate();
  if (!files?.length) return <>{DASH}</>;
  const rest = files.slice(INLINE_ATTACHMENTS);
  return (
    <Stack direction="row" alignItems="center" sx={{ flexWrap: 'nowrap' }}>
      {files.slice(0, INLINE_ATTACHMENTS).map((file, i) => (
        <AttachmentIcon key={`${file.name}-${i}`} file={file} />
      ))}
      {rest.length > 0 ? (
        <>
          <Chip
            size="small"
            label={`+${rest.length}`}
            aria-label={translate('payments.attachments.more', { smart_count: rest.length })}
            onClick={(event) => setAnchor(event.currentTarget)}
          />
          <Popover
            open={!!anchor}
            anchorEl={anchor}
            onClose={() => setAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          >
            <Stack
              direction="row"
              sx={{ p: 1 }}
              role="list"
              aria-label={translate('payments.attachments.more_list')}
            >
              {rest.map((file, i) => (
                <span role="listitem" key={`${file.name}-${i}`}>
                  <AttachmentIcon file={file} />
                </span>
              ))}
            </Stack>
          </Popover>
        </>
      ) : null}
    </Stack>
  );
}
