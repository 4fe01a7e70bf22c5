import PaymentIcon from '@mui/icons-material/Payment';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { sendBrowserTo } from './gatewayRedirect';
import { startCheckout } from './onlinePaymentsApi';

interface PayOnlineButtonProps {
  invoiceId: string;
  /** Names the invoice for screen readers where several Pay buttons share a screen. */
  invoiceNo?: string;
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/**
 * Pay (issue 20 item 5): starts a checkout for the invoice's whole balance (the server decides the
 * amount) and sends the browser to the gateway's hosted page. Busy while the server answers; a
 * refusal (already paid, gateway down, …) shows the server's own message.
 */
export function PayOnlineButton({
  invoiceId,
  invoiceNo,
  label = 'Pay',
  size = 'medium',
  variant = 'contained',
}: PayOnlineButtonProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      const started = await startCheckout(invoiceId);
      // Stays busy while the browser leaves for the gateway.
      sendBrowserTo(started.redirect_url);
    } catch (err) {
      notify(err instanceof Error ? err.message : 'Something went wrong', { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      size={size}
      color="primary"
      disabled={busy}
      aria-busy={busy}
      aria-label={invoiceNo && !busy ? `${label} ${invoiceNo}` : undefined}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <PaymentIcon />}
      onClick={(e) => {
        // Inside a list row: paying must not also open the invoice.
        e.stopPropagation();
        void pay();
      }}
    >
      {busy ? 'Opening payment…' : label}
    </Button>
  );
}
