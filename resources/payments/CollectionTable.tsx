import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { AttachmentIcons } from './AttachmentIcons';
import {
  collectionStatusKey,
  type CollectionRow,
  type CollectionSort,
  type SortOrder,
} from './collectionsApi';
import { formatAmount, formatDate, orDash } from './paymentDisplay';

interface Column {
  label: string;
  sort?: CollectionSort;
  align?: 'right';
  render: (row: CollectionRow) => ReactNode;
}

/** Spec section 2: 'Received' has one style (green), any other status another. */
export function CollectionStatus({ status }: { status: string | null }) {
  const translate = useTranslate();
  if (!status) return <>{orDash(status)}</>;
  const received = status === 'Received';
  return (
    <Chip
      size="small"
      label={translate(collectionStatusKey(status), { _: status })}
      color={received ? 'success' : 'warning'}
      variant={received ? 'filled' : 'outlined'}
      data-status={received ? 'received' : 'other'}
    />
  );
}

/** The sortable columns (spec section 2) and their header texts (catalogue keys). */
export const SORTABLE_LABELS: Record<CollectionSort, string> = {
  invoice_no: 'payments.collections.fields.invoice_no',
  tenant_name: 'payments.collections.fields.tenant_name',
  payment_date: 'payments.collections.fields.payment_date',
  rent: 'payments.collections.fields.rent',
};

const F = 'payments.collections.fields';

const COLUMNS: Column[] = [
  { label: `${F}.invoice_no`, sort: 'invoice_no', render: (r) => orDash(r.invoice_no) },
  { label: `${F}.property_name`, render: (r) => orDash(r.property_name) },
  { label: `${F}.unit_no`, render: (r) => orDash(r.unit_no) },
  { label: `${F}.tenant_name`, sort: 'tenant_name', render: (r) => orDash(r.tenant_name) },
  {
    label: `${F}.payment_date`,
    sort: 'payment_date',
    render: (r) => localDigits(formatDate(r.payment_date)),
  },
  { label: `${F}.rent`, sort: 'rent', align: 'right', render: (r) => formatAmount(r.rent) },
  { label: `${F}.status`, render: (r) => <CollectionStatus status={r.status} /> },
  { label: `${F}.attachments`, render: (r) => <AttachmentIcons files={r.attachments} /> },
];

interface CollectionTableProps {
  rows: CollectionRow[];
  sort: CollectionSort | null;
  order: SortOrder;
  onSort: (sort: CollectionSort) => void;
  loading: boolean;
}

/** The collection rows; invoice, tenant, payment date and rent sort by a click on their header. */
export function CollectionTable({ rows, sort, order, onSort, loading }: CollectionTableProps) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('payments.collections.table_label')} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell
                key={c.label}
                align={c.align}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                sortDirection={c.sort && sort === c.sort ? order : false}
              >
                {c.sort ? (
                  <TableSortLabel
                    active={sort === c.sort}
                    direction={sort === c.sort ? order : 'asc'}
                    onClick={() => onSort(c.sort!)}
                  >
                    {translate(c.label)}
                  </TableSortLabel>
                ) : (
                  translate(c.label)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4 }}>
                {translate(loading ? 'payments.list.loading' : 'payments.list.no_results')}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.invoice_id} hover data-testid="collection-row">
                {COLUMNS.map((c) => (
                  <TableCell key={c.label} align={c.align} sx={{ whiteSpace: 'nowrap' }}>
                    {c.render(row)}
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
