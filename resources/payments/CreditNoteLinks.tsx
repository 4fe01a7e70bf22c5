import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import type { PaymentOnlineView, PaymentRefundView } from '../../domain/refundSchemas';
import { money } from '../../domain/money';
import { formatAmount } from './paymentDisplay';
import { downloadCreditNote } from './refundApi';

/** A credit note's number as a link that downloads its PDF (behind the access token). */
export function CreditNoteLink({ refund }: { refund: Pick<PaymentRefundView, 'id' | 'credit_note_no'> }) {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      aria-label={translate('payments.refunds.download_credit_note', { number: refund.credit_note_no })}
      onClick={() =>
        void downloadCreditNote(refund).catch((err: unknown) =>
          notify(err instanceof Error ? err.message : translate('payments.common.error'), { type: 'error' }),
        )
      }
      sx={{ verticalAlign: 'baseline' }}
    >
      {refund.credit_note_no}
    </Link>
  );
}

/** Under a payment's amount: what refunds took back, and each credit note's PDF. */
export function RefundSummary({ online }: { online: PaymentOnlineView | null | undefined }) {
  const translate = useTranslate();
  if (!online || money(online.refunded_amount).lte(0)) return null;
  const whole = online.state === 'refunded';
  return (
    <Stack spacing={0.25} alignItems="inherit" data-testid="payment-refunds">
      <Typography variant="caption" color="warning.dark" sx={{ fontWeight: 600 }}>
        {translate(whole ? 'payments.refunds.refunded' : 'payments.refunds.partially_refunded', {
          amount: formatAmount(online.refunded_amount),
        })}
      </Typography>
      {online.refunds.map((r) => (
        <Typography key={r.id} variant="caption" component="span">
          <CreditNoteLink refund={r} /> ({formatAmount(r.amount)})
        </Typography>
      ))}
    </Stack>
  );
}
