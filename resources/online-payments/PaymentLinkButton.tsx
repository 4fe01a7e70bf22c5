import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/Email';
import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { displayDateTime } from '../../domain/displayDates';
import { useOnlinePayments } from '../../src/api/systemConfig';
import { createPaymentLink, mailPaymentLink, type PaymentLink } from './onlinePaymentsApi';

/**
 * Payment link (issue 20 item 5), on an open invoice for a landlord or manager: makes a signed
 * link to pay this one invoice, to copy or to have mailed to the invoice's tenant. The link grants
 * nothing by itself: the tenant signs in, and only that tenant can pay through it.
 */
export function PaymentLinkButton({ invoiceId, invoiceNo }: { invoiceId: string; invoiceNo: string }) {
  const notify = useNotify();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<PaymentLink | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const online = useOnlinePayments();
  const create = useMutation({
    mutationFn: () => createPaymentLink(invoiceId),
    onSuccess: (answer) => setLink(answer.data),
  });
  const mail = useMutation({
    mutationFn: () => mailPaymentLink(invoiceId),
    onSuccess: (answer) => {
      // The mailed link is a fresh one: the dialog shows what the tenant received.
      setLink(answer.data);
      setSentTo(answer.data.sent_to);
      notify(answer.message, { type: 'success' });
    },
    onError: (err) => notify(err.message, { type: 'error' }),
  });

  const show = () => {
    setOpen(true);
    setSentTo(null);
    create.mutate();
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      notify('onlinePayments.link.copied', { type: 'success' });
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected for the user to copy.
      field.current?.select();
      notify('onlinePayments.link.copy_failed', { type: 'warning' });
    }
  };

  // A link leads to a Pay button: none without a payment gateway (issue 30 item 6).
  if (!online) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<LinkIcon />} onClick={show}>
        {translate('onlinePayments.link.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('onlinePayments.link.title', { invoice: invoiceNo })}</DialogTitle>
        <DialogContent>
          {create.isPending ? <Typography>{translate('onlinePayments.link.creating')}</Typography> : null}
          {create.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => create.mutate()}>
                  {translate('onlinePayments.retry')}
                </Button>
              }
            >
              {create.error.message}
            </Alert>
          ) : null}
          {link ? (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography color="text.secondary">{translate('onlinePayments.link.explain')}</Typography>
              <TextField
                label={translate('onlinePayments.link.button')}
                value={link.url}
                inputRef={field}
                onFocus={(e) => e.target.select()}
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'payment-link-url' } }}
                fullWidth
              />
              <Typography data-testid="payment-link-expiry">
                {translate('onlinePayments.link.expires', { date: displayDateTime(link.expires_at) })}
              </Typography>
              {sentTo ? (
                <Alert severity="success" data-testid="payment-link-sent">
                  {translate('onlinePayments.linkMailed', { email: sentTo })}
                </Alert>
              ) : null}
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
                <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                  {translate('onlinePayments.link.copy')}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<EmailIcon />}
                  disabled={mail.isPending}
                  onClick={() => mail.mutate()}
                >
                  {translate(mail.isPending ? 'contact.sending' : 'onlinePayments.link.email')}
                </Button>
              </Stack>
            </Stack>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
