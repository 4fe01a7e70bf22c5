import { WRITE_OFF_MESSAGES } from '../../domain/invoiceMoney';
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
import { Title } from 'react-admin';
import { formatKwd } from '../../domain/money';
import type { CollectionTotals, RentalCollectionRow } from '../../domain/reportSchemas';
import { fetchAllPages, fetchRentalCollection } from './billingApi';
import { CsvExportButton } from './CsvExportButton';
import { collectionCsvRow, currentMonth, periodLabel } from './invoiceModel';
import { MonthPicker } from '../../src/inputs/MonthPicker';
import { usePropertyChoices } from './useBillingUser';

const PAGE_SIZE = 10;
const amount = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const bold = { ...amount, fontWeight: 700, color: 'text.primary' } as const;

function CollectionTable({ rows, totals }: { rows: RentalCollectionRow[]; totals: CollectionTotals }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Rental collection">
        <TableHead>
          <TableRow>
            <TableCell>Property</TableCell>
            <TableCell>Unit</TableCell>
            <TableCell>Tenant</TableCell>
            <TableCell sx={amount}>Due</TableCell>
            <TableCell sx={amount}>Collected</TableCell>
            <TableCell sx={amount}>{WRITE_OFF_MESSAGES.label}</TableCell>
            <TableCell sx={amount}>Outstanding</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7}>No results.</TableCell>
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
              Total (all units of the month)
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
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>No results.</Typography>;
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
            <Typography variant="body2">Due</Typography>
            <Typography variant="body2" sx={amount}>
              {formatKwd(r.due)}
            </Typography>
            <Typography variant="body2">Collected</Typography>
            <Typography variant="body2" sx={amount}>
              {formatKwd(r.collected)}
            </Typography>
            <Typography variant="body2">{WRITE_OFF_MESSAGES.label}</Typography>
            <Typography variant="body2" sx={amount}>
              {formatKwd(r.writtenOff)}
            </Typography>
            <Typography variant="body2">Outstanding</Typography>
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
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: { xs: 1, sm: 3 }, mb: 2 }}
      data-testid="collection-totals"
    >
      <Typography>
        <strong>{periodLabel(month)}</strong>
      </Typography>
      <Typography>Due {formatKwd(totals.due)}</Typography>
      <Typography color="success.main">Collected {formatKwd(totals.collected)}</Typography>
      <Typography>
        {WRITE_OFF_MESSAGES.label} {formatKwd(totals.writtenOff)}
      </Typography>
      <Typography color={totals.outstanding === '0.000' ? 'text.primary' : 'error.main'}>
        Outstanding {formatKwd(totals.outstanding)}
      </Typography>
    </Stack>
  );
}

/** rental-collection/list: per unit for one month, rent due against collected and outstanding. */
export default function RentalCollectionPage() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const properties = usePropertyChoices();
  const [month, setMonth] = useState(() => currentMonth());
  const [propertyId, setPropertyId] = useState('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const filter = { month, propertyId, q };
  const { data, error } = useQuery({
    queryKey: ['reports', 'rental-collection', filter, page],
    queryFn: ({ signal }) =>
      fetchRentalCollection({ ...filter, page: page + 1, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const change = (apply: () => void) => {
    apply();
    setPage(0);
  };
  const rows = () =>
    fetchAllPages((query) => fetchRentalCollection(query), filter).then((items) =>
      items.map(collectionCsvRow),
    );
  const field = { size: 'small', sx: { minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } } } as const;

  return (
    <>
      <Title title="Rental collection" />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <MonthPicker
          label="Month"
          size="small"
          sx={{ minWidth: 190, flex: { xs: '1 1 190px', sm: '0 0 auto' } }}
          value={month}
          onChange={(value) => value && change(() => setMonth(value))}
        />
        {properties ? (
          <TextField
            {...field}
            select
            label="Property"
            value={propertyId}
            onChange={(e) => change(() => setPropertyId(e.target.value))}
          >
            <MenuItem value="">All</MenuItem>
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
          label="Search"
          placeholder="Tenant, property or unit"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && change(() => setQ(search.trim()))}
          onBlur={() => search.trim() !== q && change(() => setQ(search.trim()))}
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
            />
          </Card>
        </>
      ) : error ? null : (
        <Typography>Loading...</Typography>
      )}
    </>
  );
}
