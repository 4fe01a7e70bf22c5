import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AttachmentIcons } from './AttachmentIcons';
import { useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import type { CollectionRow, CollectionSort, SortOrder } from './collectionsApi';
import { CollectionStatus, SORTABLE_LABELS } from './CollectionTable';
import { formatAmount, formatDate, isolatedDate, orDash } from './paymentDisplay';

interface CollectionCardsProps {
  rows: CollectionRow[];
  sort: CollectionSort | null;
  order: SortOrder;
  onSort: (sort: CollectionSort, order: SortOrder) => void;
  loading: boolean;
}

/** Phone: a sort picker in place of the clickable headers, and one card per invoice. */
export function CollectionCards({ rows, sort, order, onSort, loading }: CollectionCardsProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          select
          size="small"
          label={translate('payments.collections.sort_by')}
          value={sort ?? ''}
          onChange={(event) => onSort(event.target.value as CollectionSort, 'asc')}
          sx={{ flex: 1 }}
        >
          {Object.entries(SORTABLE_LABELS).map(([key, label]) => (
            <MenuItem key={key} value={key}>
              {translate(label)}
            </MenuItem>
          ))}
        </TextField>
        <IconButton
          aria-label={translate(
            order === 'asc' ? 'payments.collections.sorted_asc' : 'payments.collections.sorted_desc',
          )}
          disabled={!sort}
          onClick={() => sort && onSort(sort, order === 'asc' ? 'desc' : 'asc')}
        >
          {order === 'asc' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
        </IconButton>
      </Stack>
      {rows.length === 0 ? (
        <Typography align="center" sx={{ py: 4 }}>
          {translate(loading ? 'payments.list.loading' : 'payments.list.no_results')}
        </Typography>
      ) : (
        <Stack
          spacing={1}
          role="list"
          aria-label={translate('payments.collections.table_label')}
          aria-busy={loading}
        >
          {rows.map((row) => (
            <Card key={row.invoice_id} variant="outlined" role="listitem" data-testid="collection-row">
              <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {orDash(row.invoice_no)}
                  </Typography>
                  <CollectionStatus status={row.status} />
                </Stack>
                <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={1}>
                  <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
                    {orDash(row.tenant_name)}
                  </Typography>
                  <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="collection-rent">
                    {formatAmount(row.rent)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {orDash(row.property_name)} · {orDash(row.unit_no)}
                </Typography>
                <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
                  <Typography variant="body2" color="text.secondary">
                    {translate('payments.collections.paid_on', {
                      date: isolatedDate(localDigits(formatDate(row.payment_date))),
                    })}
                  </Typography>
                  <AttachmentIcons files={row.attachments} />
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
