import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// MUI's InfoOutlined icon, drawn inline: the icon package's wrapper is not in the login route.
const INFO_ICON =
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8';

/**
 * A line of information on an auth page, drawn like MUI's standard info Alert. The Alert itself
 * (its chunk, close button and icons) is ~2 kB of the login route's JavaScript (bench/README.md).
 */
export function AuthNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      role="status"
      data-testid={testId}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: '#e6f1f8',
        color: '#063f5f',
        typography: 'body2',
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" style={{ flex: 'none' }}>
        <path fill="#0369a1" d={INFO_ICON} />
      </svg>
      <span>{children}</span>
    </Box>
  );
}
