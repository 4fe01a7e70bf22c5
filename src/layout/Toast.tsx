import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { ReactNode } from 'react';

const SEVERITY = { success: 'success', error: 'error', warning: 'warning', info: 'info' } as const;

export interface ToastProps {
  type: keyof typeof SEVERITY;
  message: ReactNode;
  open: boolean;
  autoHideDuration: number | null;
  onClose: () => void;
  onExited: () => void;
  /** The Undo button's label and action, for an undoable mutation's toast. */
  undo?: { label: string; onClick: () => void };
}

/**
 * One toast (src/layout/AppNotification.tsx decides which and when). A chunk of its own: MUI's
 * Snackbar with its click-away listener and grow transition (~3 kB gzip) is not needed until the
 * first message, and is fetched once the panel is idle.
 */
export default function Toast({
  type,
  message,
  open,
  autoHideDuration,
  onClose,
  onExited,
  undo,
}: ToastProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideDuration}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        variant="filled"
        severity={SEVERITY[type] ?? 'info'}
        onClose={onClose}
        role={type === 'error' ? 'alert' : 'status'}
        action={
          undo ? (
            <Button color="inherit" size="small" onClick={undo.onClick}>
              {undo.label}
            </Button>
          ) : undefined
        }
        sx={{ minWidth: { sm: 360 }, maxWidth: 560 }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
