import PaymentIcon from '@mui/icons-material/Payment';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { PayOptions } from '../../domain/partialPayments';
import { useOnlinePayments } from '../../src/api/systemConfig';
import { sendBrowserTo } from './gatewayRedirect';
import { fetchPayOptions, startCheckout } from './onlinePaymentsApi';
import { PayAmountDialog } from './PayAmountDialog';

interface PayOnlineButtonProps {
  invoiceId: string;
  /** Names the invoice for screen readers where several Pay buttons share a screen. */
  invoiceNo?: string;
  /** The button's text, already in the reader's language (default: Pay). */
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/**
 * Pay (issue 20 item 5): asks what the invoice may be paid with. Without the landlord's partial
 * payment setting it starts a checkout for the whole balance at once; with it, the Pay dialog lets
 * the tenant choose the amount. Then the browser goes to the gateway's hosted page. Busy while the
 * server answers; a refusal (already paid, gateway down, …) shows the server's own message.
 */
export function PayOnlineButton({
  invoiceId,
  invoiceNo,
  label: givenLabel,
  size = 'medium',
  variant = 'contained',
}: PayOnlineButtonProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const label = givenLabel ?? translate('onlinePayments.pay');
  const [busy, setBusy] = useState(false);
  const [options, setOptions] = useState<PayOptions | null>(null);
  const online = useOnlinePayments();

  const failed = (err: unknown) => {
    notify(err instanceof Error ? err.message : translate('onlinePayments.error'), { type: 'error' });
    setBusy(false);
  };
  const checkout = async (amount?: string) => {
    setBusy(true);
    try {
      const started = await startCheckout(invoiceId, amount);
      // Stays busy while the browser leaves for the gateway.
      sendBrowserTo(started.redirect_url);
    } catch (err) {
      failed(err);
    }
  };
  const pay = async () => {
    setBusy(true);
    try {
      const found = await fetchPayOptions(invoiceId);
      if (!found.allow_partial) return void (await checkout());
      setOptions(found);
      setBusy(false);
    } catch (err) {
      failed(err);
    }
  };

  // No payment gateway on this server (issue 30 item 6): nothing to offer.
  if (!online) return null;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        color="primary"
        disabled={busy}
        aria-busy={busy}
        aria-label={
          invoiceNo && !busy
            ? translate('onlinePayments.pay_invoice', { label, invoice: invoiceNo })
            : undefined
        }
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <PaymentIcon />}
        onClick={(e) => {
          // Inside a list row: paying must not also open the invoice.
          e.stopPropagation();
          void pay();
        }}
      >
        {busy ? translate('onlinePayments.opening') : label}
      </Button>
      {options ? (
        // Inside a list row: clicks in the dialog must not open the invoice either.
        <span onClick={(e) => e.stopPropagation()} role="presentation">
          <PayAmountDialog
            options={options}
            busy={busy}
            onClose={() => setOptions(null)}
            onPay={(amount) => void checkout(amount)}
          />
        </span>
      ) : null}
    </>
  );
}
