import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';
import type { CollectionTotals, RentalCollectionRow } from '../../domain/reportSchemas';
import { fetchRentalCollection } from './billingApi';
import { fetchAllPages } from '../../src/api/fetchAllPages';
import { CsvExportButton } from '../../src/export/CsvExportButton';
import { collectionCsvRow } from './invoiceModel';
import { currentMonth, periodLabel } from '../../src/format/dates';
import { MonthPicker } from '../../src/inputs/MonthPicker';
import { pageNumber, useListParams } from '../../src/routing/useListParams';
import { usePropertyChoices } from '../../src/inputs/usePropertyChoices';

const PAGE_SIZE = 10;
const amount = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const bold = { ...amount, fontWeight: 700, color: 'text.primary' } as const;

function CollectionTable({ rows, totals }: { rows: RentalCollectionRow[]; totals: CollectionTotals }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`billing.rental_collection.${key}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('property')}</TableCell>
            <TableCell>{t('unit')}</TableCell>
            <TableCell>{t('tenant')}</TableCell>
            <TableCell sx={amount}>{t('due')}</TableCell>
            <TableCell sx={amount}>{t('collected')}</TableCell>
            <TableCell sx={amount}>{translate('writeOff.label')}</TableCell>
            <TableCell sx={amount}>{t('outstanding')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7}>{t('no_results')}</TableCell>
            </TableRow>
          ) : (
            rows.map((r) => (
              <TableRow key={`${r.unitId}-${r.period}`}>
                <TableCell>{r.propertyName}</TableCell>
                <TableCell>{r.unitNo}</TableCell>
                <TableCell>{r.tenantName || '-'}</TableCell>
                <TableCell sx={amount}>{formatKwd(r.due)}</TableCell>
                <TableCell sx={amount}>{formatKwd(r.collected)}</TableCell>
                <TableCell sx={amount}>{formatKwd(r.writtenOff)}</TableCell>
                <TableCell sx={amount}>{formatKwd(r.outstanding)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 700, color: 'text.primary' }}>
              {t('total_row')}
            </TableCell>
            <TableCell sx={bold}>{formatKwd(totals.due)}</TableCell>
            <TableCell sx={bold}>{formatKwd(totals.collected)}</TableCell>
            <TableCell sx={bold}>{formatKwd(totals.writtenOff)}</TableCell>
            <TableCell sx={bold}>{formatKwd(totals.outstanding)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

/** On a phone: one block per unit, the three amounts under its name. */
function CollectionCards({ rows }: { rows: RentalCollectionRow[] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`billing.rental_collection.${key}`);
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>{t('no_results')}</Typography>;
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {rows.map((r) => (
        <Box key={`${r.unitId}-${r.period}`} sx={{ p: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {r.propertyName} · {r.unitNo}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {r.tenantName || '-'}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, mt: 0.5 }}>
            <Typography variant="body2">{t('due')}</Typography>
            <Typography variant="body2" sx={amount}>
              {formatKwd(r.due)}
            </Typography>
            <Typography variant="body2">{t('collected')}</Typography>
            <Typography variant="body2" sx={amount}>
              {formatKwd(r.collected)}
            </Typography>
            <Typography variant="body2">{translate('writeOff.label')}</Typography>
            <Typography variant="body2" sx={amount}>
              {formatKwd(r.writtenOff)}
            </Typography>
            <Typography variant="body2">{t('outstanding')}</Typography>
            <Typography variant="body2" sx={amount}>
              {formatKwd(r.outstanding)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function TotalsLine({ totals, month }: { totals: CollectionTotals; month: string }) {
  const translate = useTranslate();
  const t = (key: string, amount: string) =>
    translate(`billing.rental_collection.${key}`, { amount: formatKwd(amount) });
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: { xs: 1, sm: 3 }, mb: 2 }}
      data-testid="collection-totals"
    >
      <Typography>
        <strong>{periodLabel(month)}</strong>
      </Typography>
      <Typography>{t('due_amount', totals.due)}</Typography>
      <Typography color="success.main">{t('collected_amount', totals.collected)}</Typography>
      <Typography>{t('written_off_amount', totals.writtenOff)}</Typography>
      <Typography color={totals.outstanding === '0.000' ? 'text.primary' : 'error.main'}>
        {t('outstanding_amount', totals.outstanding)}
      </Typography>
    </Stack>
  );
}

/** rental-collection/list: per unit for one month, rent due against collected and outstanding. */
export default function RentalCollectionPage() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const t = (key: string) => translate(`billing.rental_collection.${key}`);
  const properties = usePropertyChoices();
  // Month, property, search and page live in the address: reload and Back keep them.
  const [listParams, setListParams] = useListParams({
    month: currentMonth(),
    property: '',
    q: '',
    page: '1',
  });
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(listParams.month) ? listParams.month : currentMonth();
  const propertyId = listParams.property;
  const q = listParams.q;
  const page = pageNumber(listParams.page) - 1;
  const setPage = (next: number) => setListParams({ page: String(next + 1) });
  const [search, setSearch] = useState(q);
  const filter = { month, propertyId, q };
  const { data, error } = useQuery({
    queryKey: ['reports', 'rental-collection', filter, page],
    queryFn: ({ signal }) =>
      fetchRentalCollection({ ...filter, page: page + 1, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  // A new filter starts on its first page, in the same change of the address.
  const change = (patch: { month?: string; property?: string; q?: string }) =>
    setListParams({ ...patch, page: '1' });
  const rows = () =>
    fetchAllPages((query) => fetchRentalCollection(query), filter).then((items) =>
      items.map(collectionCsvRow),
    );
  const field = { size: 'small', sx: { minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } } } as const;

  return (
    <>
      <Title title={t('title')} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <MonthPicker
          label={t('month')}
          size="small"
          sx={{ minWidth: 190, flex: { xs: '1 1 190px', sm: '0 0 auto' } }}
          value={month}
          onChange={(value) => value && change({ month: value })}
        />
        {properties ? (
          <TextField
            {...field}
            select
            label={t('property')}
            value={propertyId}
            onChange={(e) => change({ property: e.target.value })}
          >
            <MenuItem value="">{translate('billing.common.all')}</MenuItem>
            {properties.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          {...field}
          type="search"
          label={t('search')}
          placeholder={t('search_placeholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && change({ q: search.trim() })}
          onBlur={() => search.trim() !== q && change({ q: search.trim() })}
        />
        <Box sx={{ flex: 1 }} />
        <CsvExportButton rows={rows} filename={`rental-collection-${month}`} disabled={!data?.total} />
      </Stack>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {data ? (
        <>
          <TotalsLine totals={data.totals} month={month} />
          <Card>
            {isSmall ? (
              <CollectionCards rows={data.items} />
            ) : (
              <CollectionTable rows={data.items} totals={data.totals} />
            )}
            <TablePagination
              component="div"
              count={data.total}
              page={Math.min(page, Math.max(0, data.totalPages - 1))}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              labelDisplayedRows={({ from, to, count }) =>
                translate('ra.navigation.page_range_info', {
                  offsetBegin: localDigits(String(from)),
                  offsetEnd: localDigits(String(to)),
                  total: localDigits(String(count)),
                })
              }
              getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
            />
          </Card>
        </>
      ) : error ? null : (
        <Typography>{translate('billing.common.loading')}</Typography>
      )}
    </>
  );
}
