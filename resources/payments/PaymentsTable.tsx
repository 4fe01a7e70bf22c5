import EditIcon from '@mui/icons-material/Edit';
import UndoIcon from '@mui/icons-material/Undo';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { money } from '../../domain/money';
import { AttachmentIcons } from './AttachmentIcons';
import { RefundSummary } from './CreditNoteLinks';
import type { ManualPayment } from './manualPaymentApi';
import { PAYMENT_COLUMNS, type PaymentColumn } from './paymentColumns';
import { formatAmount, isolatedDate, orDash, paymentDate, useMethodLabel } from './paymentDisplay';

export const NO_RESULTS = 'No results.';

interface PaymentsTableProps {
  rows: ManualPayment[];
  hidden: readonly PaymentColumn[];
  canEdit: boolean;
  onEdit: (payment: ManualPayment) => void;
  /** A landlord (or platform admin) with 'Update Landlord Payment' refunds online payments. */
  canRefund: boolean;
  onRefund: (payment: ManualPayment) => void;
  loading: boolean;
}

/** An online payment with something left to give back. */
const refundable = (row: ManualPayment) => Boolean(row.online && money(row.online.refundable_amount).gt(0));

/** What the cells say in the reader's language. */
interface CellText {
  translate: TranslateFunction;
  methodLabel: (method: string | null | undefined) => string;
}

function useCellText(): CellText {
  return { translate: useTranslate(), methodLabel: useMethodLabel() };
}

const shownDate = (row: ManualPayment) => localDigits(paymentDate(row));

function cellOf(
  column: PaymentColumn,
  row: ManualPayment,
  props: PaymentsTableProps,
  { translate, methodLabel }: CellText,
): ReactNode {
  switch (column) {
    case 'invoice_no':
      return orDash(row.invoice_no);
    case 'tenant_name':
      return orDash(row.tenant_name);
    case 'landlord_name':
      return orDash(row.landlord_name);
    case 'amount':
      return (
        <>
          {formatAmount(row.amount)}
          <RefundSummary online={row.online} />
        </>
      );
    case 'method':
      return methodLabel(row.method);
    case 'docs':
      return <AttachmentIcons files={row.docs?.attachments} />;
    case 'date':
      return shownDate(row);
    case 'actions':
      // The pencil needs 'Update Landlord Payment' (spec section 6); without it the cell is empty.
      // An online payment is changed only by a refund (the server refuses an edit too).
      return (
        <>
          {props.canEdit && !row.online ? (
            <Tooltip title={translate('ra.action.edit')}>
              <IconButton
                size="small"
                aria-label={translate('payments.list.edit_payment', { invoice: row.invoice_no ?? row.id })}
                onClick={() => props.onEdit(row)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          {props.canRefund && refundable(row) ? (
            <Tooltip title={translate('payments.list.refund')}>
              <IconButton
                size="small"
                aria-label={translate('payments.list.refund_payment', { invoice: row.invoice_no ?? row.id })}
                onClick={() => props.onRefund(row)}
              >
                <UndoIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </>
      );
  }
}

/** Desktop: the spec's table; a wider table than the screen scrolls inside its box. */
export function PaymentsTable(props: PaymentsTableProps) {
  const columns = PAYMENT_COLUMNS.filter((c) => !props.hidden.includes(c.key));
  const text = useCellText();
  const { translate } = text;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('payments.list.table_label')} aria-busy={props.loading}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.key}
                align={c.key === 'amount' ? 'right' : c.key === 'actions' ? 'center' : 'left'}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {translate(c.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={Math.max(columns.length, 1)} align="center" sx={{ py: 4 }}>
                {translate(props.loading ? 'payments.list.loading' : 'payments.list.no_results')}
              </TableCell>
            </TableRow>
          ) : (
            props.rows.map((row) => (
              <TableRow key={row.id} hover data-testid="payment-row">
                {columns.map((c) => (
                  <TableCell
                    key={c.key}
                    align={c.key === 'amount' ? 'right' : c.key === 'actions' ? 'center' : 'left'}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {cellOf(c.key, row, props, text)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phone: one card per payment with the same (visible) fields. */
export function PaymentCards(props: PaymentsTableProps) {
  // Which columns are shown, by name (a lookup, not literal arguments inside the JSX).
  const shown = Object.fromEntries(
    PAYMENT_COLUMNS.map((c) => [c.key, !props.hidden.includes(c.key)]),
  ) as Record<PaymentColumn, boolean>;
  const ACTIONS: PaymentColumn = 'actions';
  const text = useCellText();
  const { translate, methodLabel } = text;
  if (props.rows.length === 0) {
    return (
      <Typography align="center" sx={{ py: 4 }}>
        {translate(props.loading ? 'payments.list.loading' : 'payments.list.no_results')}
      </Typography>
    );
  }
  return (
    <Stack
      spacing={1}
      aria-label={translate('payments.list.table_label')}
      role="list"
      aria-busy={props.loading}
    >
      {props.rows.map((row) => (
        <Card key={row.id} variant="outlined" role="listitem" data-testid="payment-row">
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
              <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                {shown.invoice_no ? orDash(row.invoice_no) : null}
              </Typography>
              {shown.actions ? cellOf(ACTIONS, row, props, text) : null}
            </Stack>
            <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={1}>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {[
                  shown.tenant_name && orDash(row.tenant_name),
                  shown.landlord_name && orDash(row.landlord_name),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {shown.amount ? (
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {formatAmount(row.amount)}
                </Typography>
              ) : null}
            </Stack>
            <Stack alignItems="flex-end">{shown.amount ? <RefundSummary online={row.online} /> : null}</Stack>
            <Stack
              direction="row"
              justifyContent="space-between"
              alignItems="center"
              spacing={1}
              sx={{ mt: 0.5 }}
            >
              <Typography variant="body2" color="text.secondary">
                {[shown.method && methodLabel(row.method), shown.date && isolatedDate(shownDate(row))]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {shown.docs ? <AttachmentIcons files={row.docs?.attachments} /> : null}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
