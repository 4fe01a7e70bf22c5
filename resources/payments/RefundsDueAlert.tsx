import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatAmount } from './paymentDisplay';
import { refundsDueQuery } from './refundsDueQuery';

/**
 * Issue 30 item 5 on TENANT PAYMENTS: online payments the gateway took that their invoice could not
 * take (it was paid meanwhile, or cancelled) and that the gateway refused to refund. Nothing in the
 * list counts them; the landlord must refund each to its tenant outside the product.
 */
export function RefundsDueAlert({ actorId }: { actorId: string | null }) {
  const translate = useTranslate();
  const due = useQuery(refundsDueQuery(actorId));
  const items = due.data?.data.items ?? [];
  if (items.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="refunds-due">
      <AlertTitle>{translate('payments.refunds_due.title')}</AlertTitle>
      {translate('payments.refunds_due.explain')}
      <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
        {items.map((item) => (
          <li key={item.attempt_id} data-testid="refund-due">
            {translate('payments.refunds_due.item', {
              amount: formatAmount(item.amount),
              invoice: item.invoice_no,
              tenant: item.tenant_name,
              reference: item.transaction_id ?? item.gateway_reference ?? '—',
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
