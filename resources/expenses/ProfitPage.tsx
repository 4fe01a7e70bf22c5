import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { localDigits } from '../../domain/displayLocale';
import type { ProfitRow } from '../../domain/expenseRecord';
import { formatKwd, moneyNumber } from '../../domain/money';
import { currentMonth } from '../../src/format/dates';
import { useChartWidth } from '../dashboard/chartWidth';
import { downloadProfit, fetchProfit, fetchPropertyChoices } from './expensesApi';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const axisKwd = (v: number | null) => localDigits(Math.round(v ?? 0).toLocaleString('en-US'));
const FIGURES = ['invoiced', 'collected', 'other_income', 'expenses', 'net'] as const;

/** expenses/profit: per property, the month's rent invoiced and collected, expenses and net; CSV and PDF. */
export default function ProfitPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const theme = useTheme();
  const width = useChartWidth();
  const [params, setParams] = useSearchParams();
  const monthParam = params.get('month') ?? '';
  const month = MONTH.test(monthParam) ? monthParam : currentMonth();
  const propertyId = params.get('property_id') ?? '';
  const set = (key: string, value: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const report = useQuery({
    queryKey: ['expenses', 'profit', month, propertyId],
    queryFn: ({ signal }) => fetchProfit(month, propertyId, signal),
    placeholderData: keepPreviousData,
  });
  const properties = useQuery({ queryKey: ['expenses', 'properties'], queryFn: fetchPropertyChoices });
  const download = (kind: 'csv' | 'pdf') =>
    downloadProfit(kind, month, propertyId).catch((err: unknown) =>
      notify(err instanceof Error ? err.message : translate('expensesPanel.error'), { type: 'error' }),
    );
  const label = (f: (typeof FIGURES)[number]) => translate(`expensesPanel.report.${f}`);
  const data = report.data;
  const rtl = theme.direction === 'rtl';
  const chartRows = data ? (rtl ? [...data.rows].reverse() : data.rows) : [];
  const cells = (r: Pick<ProfitRow, (typeof FIGURES)[number]>) =>
    FIGURES.map((f) => (
      <TableCell key={f} align="right" sx={f === 'net' ? { fontWeight: 600 } : undefined}>
        {formatKwd(r[f])}
      </TableCell>
    ));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('expensesPanel.report.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <TextField
          size="small"
          type="month"
          label={translate('expensesPanel.report.month')}
          value={month}
          onChange={(e) => set('month', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          label={translate('expensesPanel.fields.property')}
          value={propertyId}
          onChange={(e) => set('property_id', e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{translate('expensesPanel.report.all_properties')}</MenuItem>
          {(properties.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <MuiButton variant="outlined" onClick={() => void download('csv')}>
          {translate('expensesPanel.report.csv')}
        </MuiButton>
        <MuiButton variant="outlined" onClick={() => void download('pdf')}>
          {translate('expensesPanel.report.pdf')}
        </MuiButton>
        <MuiButton component={Link} to="/admin-panel/expenses/list">
          {translate('expensesPanel.report.back')}
        </MuiButton>
      </Stack>
      {report.error ? (
        <Typography color="error">
          {report.error instanceof Error ? report.error.message : translate('expensesPanel.error')}
        </Typography>
      ) : !data ? (
        <Typography>{translate('expensesPanel.loading')}</Typography>
      ) : data.rows.length === 0 ? (
        <Typography>{translate('expensesPanel.report.empty')}</Typography>
      ) : (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
                {translate('expensesPanel.report.chart')}
              </Typography>
              <BarChart
                skipAnimation
                width={Math.max(280, (width ?? 600) - 32)}
                height={260}
                dataset={chartRows.map((r) => ({
                  name: r.property_name,
                  collected: moneyNumber(r.collected),
                  expenses: moneyNumber(r.expenses),
                  net: moneyNumber(r.net),
                }))}
                xAxis={[{ scaleType: 'band', dataKey: 'name', tickLabelStyle: { fontSize: 11 } }]}
                yAxis={[{ valueFormatter: axisKwd, width: 64, position: rtl ? 'right' : 'left' }]}
                series={(['collected', 'expenses', 'net'] as const).map((k) => ({
                  dataKey: k,
                  label: label(k),
                  valueFormatter: (v: number | null) => formatKwd(v ?? 0),
                  color:
                    k === 'collected'
                      ? theme.palette.success.main
                      : k === 'expenses'
                        ? theme.palette.error.main
                        : theme.palette.primary.main,
                }))}
              />
            </CardContent>
          </Card>
          <Card
            variant="outlined"
            sx={{ overflowX: 'auto' }}
            // A region that scrolls on a phone is reachable by keyboard (axe: scrollable-region-focusable).
            tabIndex={0}
            role="region"
            aria-label={translate('expensesPanel.report.title')}
          >
            <Table size="small" aria-label={translate('expensesPanel.report.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('expensesPanel.fields.property')}</TableCell>
                  {FIGURES.map((f) => (
                    <TableCell key={f} align="right">
                      {label(f)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((r) => (
                  <TableRow key={r.property_id} data-testid="profit-row">
                    <TableCell>{r.property_name}</TableCell>
                    {cells(r)}
                  </TableRow>
                ))}
                <TableRow data-testid="profit-total">
                  <TableCell sx={{ fontWeight: 600 }}>{translate('expensesPanel.report.total')}</TableCell>
                  {cells(data.totals)}
                </TableRow>
              </TableBody>
            </Table>
          </Card>
          <Card variant="outlined">
            <Table size="small" aria-label={translate('expensesPanel.report.expenses')}>
              <TableBody>
                {Object.entries(data.totals.by_category).map(([c, amount]) => (
                  <TableRow key={c}>
                    <TableCell>{translate(`expenses.categories.${c}`)}</TableCell>
                    <TableCell align="right">{formatKwd(amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
