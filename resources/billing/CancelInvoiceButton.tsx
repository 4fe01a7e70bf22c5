import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { cancelInvoice } from './billingApi';

/**
 * Cancel invoice, after a confirmation. The server refuses an invoice with payments (409); its
 * message is the red toast.
 */
export function CancelInvoiceButton({
  invoiceId,
  invoiceNo,
  onCancelled,
}: {
  invoiceId: string;
  invoiceNo: string;
  onCancelled: () => void;
}) {
  const notify = useNotify();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const answer = await cancelInvoice(invoiceId);
      notify(answer.message, { type: 'success' });
      onCancelled();
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('billing.common.error'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<BlockIcon />}
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {translate('billing.cancel_invoice.button')}
      </Button>
      <Confirm
        isOpen={asking}
        title={translate('billing.cancel_invoice.title', { invoiceNo })}
        content={translate('billing.cancel_invoice.content')}
        confirm={translate('billing.cancel_invoice.confirm')}
        cancel={translate('billing.cancel_invoice.keep')}
        onConfirm={() => void run()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
