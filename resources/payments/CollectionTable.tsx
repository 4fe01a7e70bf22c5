import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { AttachmentIcons } from './AttachmentIcons';
import type { CollectionRow, CollectionSort, SortOrder } from './collectionsApi';
import { formatAmount, formatDate, orDash } from './paymentDisplay';
import { NO_RESULTS } from './PaymentsTable';

interface Column {
  label: string;
  sort?: CollectionSort;
  align?: 'right';
  render: (row: CollectionRow) => ReactNode;
}

/** Spec section 2: 'Received' has one style (green), any other status another. */
export function CollectionStatus({ status }: { status: string | null }) {
  if (!status) return <>{orDash(status)}</>;
  const received = status === 'Received';
  return (
    <Chip
      size="small"
      label={status}
      color={received ? 'success' : 'warning'}
      variant={received ? 'filled' : 'outlined'}
      data-status={received ? 'received' : 'other'}
    />
  );
}

/** The sortable columns (spec section 2) and their header texts. */
export const SORTABLE_LABELS: Record<CollectionSort, string> = {
  invoice_no: 'Invoice #',
  tenant_name: 'Tenant',
  payment_date: 'Payment Date',
  rent: 'Rent',
};

const COLUMNS: Column[] = [
  { label: 'Invoice #', sort: 'invoice_no', render: (r) => orDash(r.invoice_no) },
  { label: 'Property', render: (r) => orDash(r.property_name) },
  { label: 'Unit', render: (r) => orDash(r.unit_no) },
  { label: 'Tenant', sort: 'tenant_name', render: (r) => orDash(r.tenant_name) },
  { label: 'Payment Date', sort: 'payment_date', render: (r) => formatDate(r.payment_date) },
  { label: 'Rent', sort: 'rent', align: 'right', render: (r) => formatAmount(r.rent) },
  { label: 'Status', render: (r) => <CollectionStatus status={r.status} /> },
  { label: 'Agreement Docs', render: (r) => <AttachmentIcons files={r.attachments} /> },
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
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Collections" aria-busy={loading}>
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
                    {c.label}
                  </TableSortLabel>
                ) : (
                  c.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4 }}>
                {loading ? 'Loading...' : NO_RESULTS}
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
