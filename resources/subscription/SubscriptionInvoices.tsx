import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { displayDate } from '../../domain/displayDates';
import { formatKwd } from '../../domain/money';
import type { WireInvoice } from './subscriptionApi';
import { cycleKey } from './subscriptionLabels';

const STATUS_COLORS: Record<string, 'success' | 'warning' | 'default'> = {
  paid: 'success',
  unpaid: 'warning',
};

/** The landlord's subscription invoices, newest first; an unpaid one has its Pay online button. */
export function SubscriptionInvoices({
  invoices,
  busy,
  onPay,
}: {
  invoices: WireInvoice[];
  busy: boolean;
  onPay(invoice: WireInvoice): void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`subscription.invoices.${key}`, options);
  return (
    <section aria-labelledby="subscription-invoices-title">
      <Typography id="subscription-invoices-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {invoices.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        // Positioned, so the hidden header label stays inside the scrolling box (else it widens the page).
        <TableContainer
          component={Paper}
          variant="outlined"
          sx={{ position: 'relative' }}
          tabIndex={0}
          role="region"
          aria-labelledby="subscription-invoices-title"
        >
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('invoice')}</TableCell>
                <TableCell>{t('plan')}</TableCell>
                <TableCell>{t('period')}</TableCell>
                <TableCell align="right">{t('amount')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => (
                <TableRow key={invoice.id} data-testid={`subscription-invoice-${invoice.invoiceNo}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {invoice.invoiceNo}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t(`kind.${invoice.kind}`, { _: invoice.kind })}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {invoice.planName} (
                    {translate(cycleKey(invoice.billingCycle), { _: invoice.billingCycle })})
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {displayDate(invoice.periodStart)} – {displayDate(invoice.periodEnd)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatKwd(invoice.amount)}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLORS[invoice.status] ?? 'default'}
                      variant="outlined"
                      label={
                        invoice.status === 'paid'
                          ? t('paid_on', { date: displayDate(invoice.paidAt) })
                          : t('unpaid')
                      }
                    />
                  </TableCell>
                  <TableCell>
                    {invoice.status === 'unpaid' ? (
                      <Button size="small" variant="contained" disabled={busy} onClick={() => onPay(invoice)}>
                        {t('pay_online')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
