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
import { displayDate } from '../../domain/displayDates';
import { formatKwd } from '../../domain/money';
import type { WireInvoice } from './subscriptionApi';

const KIND_LABELS: Record<string, string> = {
  subscribe: 'First period',
  renewal: 'Renewal',
  upgrade: 'Upgrade',
};
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
  return (
    <section aria-labelledby="subscription-invoices-title">
      <Typography id="subscription-invoices-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Subscription invoices
      </Typography>
      {invoices.length === 0 ? (
        <Typography color="text.secondary">No subscription invoices yet.</Typography>
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
                <TableCell>Invoice</TableCell>
                <TableCell>Plan</TableCell>
                <TableCell>Period</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
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
                      {KIND_LABELS[invoice.kind] ?? invoice.kind}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {invoice.planName} ({invoice.billingCycle})
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
                      label={invoice.status === 'paid' ? `Paid ${displayDate(invoice.paidAt)}` : 'Unpaid'}
                    />
                  </TableCell>
                  <TableCell>
                    {invoice.status === 'unpaid' ? (
                      <Button size="small" variant="contained" disabled={busy} onClick={() => onPay(invoice)}>
                        Pay online
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
