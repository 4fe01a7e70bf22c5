import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState, type MouseEvent } from 'react';
import { attachmentKind, type DocumentLink } from '../../domain/documents';
import { assetUrl } from '../../src/api/assetUrl';

const INLINE = 3;

function DocumentIcon({ doc }: { doc: DocumentLink }) {
  return (
    <Tooltip title={doc.name}>
      <IconButton
        size="small"
        component="a"
        href={assetUrl(doc.url)}
        target="_blank"
        rel="noopener"
        aria-label={doc.name}
        onClick={(e: MouseEvent) => e.stopPropagation()}
      >
        {attachmentKind(doc.name) === 'image' ? (
          <ImageIcon fontSize="small" />
        ) : (
          <DescriptionIcon fontSize="small" />
        )}
      </IconButton>
    </Tooltip>
  );
}

/** Spec section 9: at most 3 attachment icons inline, the rest in a '+N' popover; none shows a dash. */
export function DocumentLinks({ documents }: { documents?: DocumentLink[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!documents?.length) return <>-</>;
  const rest = documents.slice(INLINE);
  return (
    <Stack direction="row" alignItems="center">
      {documents.slice(0, INLINE).map((d) => (
        <DocumentIcon key={d.key} doc={d} />
      ))}
      {rest.length > 0 && (
        <>
          <Chip
            size="small"
            label={`+${rest.length}`}
            onClick={(e) => {
              e.stopPropagation();
              setAnchor(e.currentTarget);
            }}
          />
          <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}>
            <Stack direction="row" sx={{ p: 1 }}>
              {rest.map((d) => (
                <DocumentIcon key={d.key} doc={d} />
              ))}
            </Stack>
          </Popover>
        </>
      )}
    </Stack>
  );
}
