import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
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
      notify(err instanceof Error ? err.message : 'Something went wrong', { type: 'error' });
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
        Cancel invoice
      </Button>
      <Confirm
        isOpen={asking}
        title={`Cancel invoice ${invoiceNo}?`}
        content="The tenant will no longer owe it. An invoice with payments cannot be cancelled."
        confirm="Cancel invoice"
        cancel="Keep it"
        onConfirm={() => void run()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
