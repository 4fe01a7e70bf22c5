import AttachFileIcon from '@mui/icons-material/AttachFile';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { assetUrl } from '../api/assetUrl';

/** What a thread shows of a stored file (maintenance requests and support tickets answer the same shape). */
export interface AttachmentLink {
  key: string;
  name: string;
  url: string;
}

/** A record's or a message's files as links (signed, expiring: the page reads fresh ones each time). */
export function AttachmentLinks({ files }: { files: AttachmentLink[] }) {
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
