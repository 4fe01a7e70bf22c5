import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { pageNumber, useListParams } from '../../src/routing/useListParams';
import { useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import type { SettlementBatch } from '../../domain/bankSettlementSchemas';
import { displayDate } from '../../domain/displayDates';
import { formatKwd } from '../../domain/money';
import { SettlementBatchDialog } from './SettlementBatchDialog';
import { SettlementActions, SettlementFilters } from './SettlementFilters';
import { fetchBatches, type SettlementFilter } from './settlementsApi';
import { SettlementStatusChip } from './SettlementStatusChip';

/** A deposit date as the address may carry it (YYYY-MM-DD); anything else is no filter. */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const PAGE_SIZE = 10;
const amount = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
type Open = (id: string) => void;

const ReferenceLink = ({ batch, open }: { batch: SettlementBatch; open: Open }) => (
  <Link
    component="button"
    type="button"
    onClick={() => open(batch.id)}
    sx={{ textAlign: 'left', fontWeight: 600 }}
  >
    {batch.reference}
  </Link>
);

function BatchTable({
  rows,
  open,
  withLandlord,
}: {
  rows: SettlementBatch[];
  open: Open;
  withLandlord: boolean;
}) {
  const translate = useTranslate();
  const F = 'bankSettlements.list.fields';
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('bankSettlements.list.table_label')}>
        <TableHead>
          <TableRow>
            {withLandlord ? <TableCell>{translate(`${F}.landlord`)}</TableCell> : null}
            <TableCell>{translate(`${F}.reference`)}</TableCell>
            <TableCell>{translate(`${F}.deposit_date`)}</TableCell>
            <TableCell sx={amount}>{translate(`${F}.gross`)}</TableCell>
            <TableCell sx={amount}>{translate(`${F}.fees`)}</TableCell>
            <TableCell sx={amount}>{translate(`${F}.refunds`)}</TableCell>
            <TableCell sx={amount}>{translate(`${F}.net`)}</TableCell>
            <TableCell sx={amount}>{translate(`${F}.payments`)}</TableCell>
            <TableCell>{translate(`${F}.status`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((b) => (
            <TableRow key={b.id} hover>
              {withLandlord ? <TableCell>{b.landlord_name}</TableCell> : null}
              <TableCell>
                <ReferenceLink batch={b} open={open} />
              </TableCell>
              <TableCell>{displayDate(b.deposit_date)}</TableCell>
              <TableCell sx={amount}>{formatKwd(b.gross)}</TableCell>
              <TableCell sx={amount}>{formatKwd(b.fees)}</TableCell>
              <TableCell sx={amount}>{formatKwd(b.refunds)}</TableCell>
              <TableCell sx={amount}>{formatKwd(b.net)}</TableCell>
              <TableCell sx={amount}>{localDigits(String(b.item_count))}</TableCell>
              <TableCell>
                <SettlementStatusChip batch={b} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** On a phone: one block per batch. */
function BatchCards({ rows, open }: { rows: SettlementBatch[]; open: Open }) {
  const translate = useTranslate();
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {rows.map((b) => (
        <Box key={b.id} sx={{ p: 1.5 }}>
          <ReferenceLink batch={b} open={open} />
          <Typography variant="body2" color="text.secondary">
            {[
              b.landlord_name,
              displayDate(b.deposit_date),
              translate('bankSettlements.list.payment_count', {
                smart_count: b.item_count,
                count: localDigits(String(b.item_count)),
              }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography variant="body2">
            {translate('bankSettlements.list.card_amounts', {
              net: formatKwd(b.net),
              gross: formatKwd(b.gross),
              fees: formatKwd(b.fees),
            })}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <SettlementStatusChip batch={b} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** The gateway's settlement batches: filters, fetch, CSV, and each batch's payments. */
export function SettlementBatchesSection({
  canFetch,
  withLandlord,
}: {
  canFetch: boolean;
  withLandlord: boolean;
}) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  // Filters and page live in the address: reload and Back keep them.
  const [listParams, setListParams] = useListParams({
    dateFrom: '',
    dateTo: '',
    status: '',
    q: '',
    page: '1',
  });
  const filter: SettlementFilter = useMemo(
    () => ({
      dateFrom: isDay(listParams.dateFrom) ? listParams.dateFrom : '',
      dateTo: isDay(listParams.dateTo) ? listParams.dateTo : '',
      status: listParams.status === 'reconciled' || listParams.status === 'flagged' ? listParams.status : '',
      q: listParams.q,
    }),
    [listParams.dateFrom, listParams.dateTo, listParams.status, listParams.q],
  );
  const page = pageNumber(listParams.page) - 1;
  const setPage = (next: number) => setListParams({ page: String(next + 1) });
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, error } = useQuery({
    queryKey: ['bank-settlements', 'list', filter, page],
    queryFn: ({ signal }) => fetchBatches(filter, page + 1, PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
  // Another filter starts on its first page, in the same change of the address.
  const changeFilter = (next: SettlementFilter) => setListParams({ ...next, page: '1' });
  return (
    <Card component="section" aria-labelledby="settlements-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="settlements-title" component="h2" variant="h6">
          {translate('bankSettlements.list.title')}
        </Typography>
        <SettlementActions filter={filter} canFetch={canFetch} hasRows={!!data?.total} />
        <SettlementFilters filter={filter} onChange={changeFilter} />
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {!data && !error ? <Typography>{translate('bankSettlements.loading')}</Typography> : null}
        {data && data.items.length === 0 ? (
          <Typography>{translate('bankSettlements.list.empty')}</Typography>
        ) : null}
        {data && data.items.length > 0 ? (
          <Box>
            {isSmall ? (
              <BatchCards rows={data.items} open={setOpenId} />
            ) : (
              <BatchTable rows={data.items} open={setOpenId} withLandlord={withLandlord} />
            )}
            <TablePagination
              component="div"
              count={data.total}
              page={Math.min(page, Math.max(0, data.totalPages - 1))}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              labelDisplayedRows={({ from, to, count }) =>
                translate('bankSettlements.list.displayed_rows', {
                  from: localDigits(String(from)),
                  to: localDigits(String(to)),
                  count: localDigits(String(count)),
                })
              }
              getItemAriaLabel={(type) => translate(`payments.pagination.${type}`)}
            />
          </Box>
        ) : null}
      </CardContent>
      {openId ? <SettlementBatchDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </Card>
  );
}
