import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A failed dashboard call: the server's own message (errorText of the answer) and a way to try again. */
export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
