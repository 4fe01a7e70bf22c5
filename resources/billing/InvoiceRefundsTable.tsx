import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatKwd } from '../../domain/money';
import type { InvoiceRefund } from '../../domain/refundSchemas';
import { CreditNoteLink } from '../payments/CreditNoteLinks';
import { dateLabel } from '../../src/format/dates';

const money = { whiteSpace: 'nowrap', textAlign: 'right' } as const;

/**
 * The invoice's refunds of online payments (issue 20 item 6), each under its credit note with the
 * PDF: the paid amount above is net of them, so they are shown rather than silently subtracted.
 * Nothing shows for an invoice without refunds.
 */
export function InvoiceRefundsTable({ refunds }: { refunds: InvoiceRefund[] | undefined }) {
  const translate = useTranslate();
  if (!refunds?.length) return null;
  return (
    <Box sx={{ mt: 3 }} data-testid="invoice-refunds">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('billing.refunds.title')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('billing.refunds.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('billing.refunds.credit_note')}</TableCell>
              <TableCell>{translate('billing.refunds.date')}</TableCell>
              <TableCell>{translate('billing.refunds.reason')}</TableCell>
              <TableCell sx={money}>{translate('billing.refunds.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {refunds.map((r) => (
              <TableRow key={r.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <CreditNoteLink refund={{ id: r.id, credit_note_no: r.creditNoteNo }} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateLabel(r.refundedOn)}</TableCell>
                <TableCell sx={{ minWidth: 140 }}>{r.reason}</TableCell>
                <TableCell sx={money}>{formatKwd(r.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
