import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd, moneyNumber } from '../../domain/money';
import type { ReceiptReport } from '../../domain/reportSchemas';
import { fetchReceiptReport } from './billingApi';
import { CsvExportButton } from '../../src/export/CsvExportButton';
import { chartMonths, methodChoices, reportCsvRows } from './invoiceModel';
import { yearToDate } from '../../src/format/dates';
import { useBillingLabels } from './useBillingLabels';
import { DayPicker } from '../../src/inputs/DayPicker';
import { MonthlyChart } from './MonthlyChart';
import { BreakdownTable } from './ReportBreakdownTable';
import { usePropertyChoices } from '../../src/inputs/usePropertyChoices';
import { useListParams } from '../../src/routing/useListParams';

type ReportFilter = {
  dateFrom: string;
  dateTo: string;
  propertyId: string;
  method: string;
};

function SummaryCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card sx={{ flex: '1 1 200px' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Filters({ value, onChange }: { value: ReportFilter; onChange: (next: ReportFilter) => void }) {
  const properties = usePropertyChoices();
  const translate = useTranslate();
  const set = (field: keyof ReportFilter) => (e: { target: { value: string } }) =>
    onChange({ ...value, [field]: e.target.value });
  const field = { size: 'small', sx: { minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } } } as const;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <DayPicker
        {...field}
        label={translate('billing.report.from')}
        value={value.dateFrom}
        onChange={(dateFrom) => onChange({ ...value, dateFrom })}
      />
      <DayPicker
        {...field}
        label={translate('billing.report.to')}
        value={value.dateTo}
        onChange={(dateTo) => onChange({ ...value, dateTo })}
      />
      {properties ? (
        <TextField
          {...field}
          select
          label={translate('billing.report.property')}
          value={value.propertyId}
          onChange={set('propertyId')}
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
        select
        label={translate('billing.report.method')}
        value={value.method}
        onChange={set('method')}
      >
        <MenuItem value="">{translate('billing.common.all')}</MenuItem>
        {methodChoices.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {translate(m.name)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

function ReportBody({ report }: { report: ReceiptReport }) {
  const months = chartMonths(report);
  const theme = useTheme();
  const translate = useTranslate();
  const labels = useBillingLabels();
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <SummaryCard
          label={translate('billing.report.total_received')}
          value={formatKwd(report.total)}
          testId="report-total"
        />
        <SummaryCard
          label={translate('billing.report.receipts')}
          value={localDigits(String(report.count))}
          testId="report-count"
        />
        <SummaryCard
          label={translate('billing.report.refunded')}
          value={formatKwd(report.refunded)}
          testId="report-refunded"
        />
        <SummaryCard
          label={translate('billing.report.net_received')}
          value={formatKwd(report.net)}
          testId="report-net"
        />
      </Stack>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('billing.report.by_month')}
          </Typography>
          {months.length ? (
            <MonthlyChart
              months={months.map((m) => ({ label: m.label, total: moneyNumber(m.total) }))}
              color={theme.palette.primary.main}
            />
          ) : (
            <Typography color="text.secondary">{translate('billing.report.no_receipts_in_range')}</Typography>
          )}
        </CardContent>
      </Card>
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <BreakdownTable
          title={translate('billing.report.by_property')}
          rows={report.byProperty.map((p) => ({ key: p.propertyId, name: p.propertyName, ...p }))}
          total={report}
        />
        <BreakdownTable
          title={translate('billing.report.by_method')}
          rows={report.byMethod.map((m) => ({
            key: m.method,
            name:
              labels.method(m.method) === '-'
                ? translate('billing.method.not_given')
                : labels.method(m.method),
            ...m,
          }))}
          total={report}
        />
      </Box>
    </>
  );
}

/**
 * reports/invoices (RECEIPTS, financial reports): what was received in a date range (default this
 * year to date), by month, property and method. The figures are GET /api/reports/receipts, the
 * sum of the same receipts receipts/list shows for the range.
 */
export default function ReceiptsReportPage() {
  const translate = useTranslate();
  // Kept in the address (issue 32 item 2): a reload, a shared link or Back shows the same report.
  const [filter, setFilter] = useListParams<ReportFilter>({ ...yearToDate(), propertyId: '', method: '' });
  const { data, error, isFetching } = useQuery({
    queryKey: ['reports', 'receipts', filter],
    queryFn: ({ signal }) => fetchReceiptReport({ ...filter }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Title title={translate('billing.report.title')} />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="subtitle1" component="p" color="text.secondary">
          {translate('billing.report.subtitle')}
        </Typography>
        <CsvExportButton
          rows={() => (data ? reportCsvRows(data) : [])}
          filename="receipts-report"
          disabled={!data || isFetching}
        />
      </Stack>
      <Filters value={filter} onChange={setFilter} />
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {data ? (
        // Busy while the figures of a changed filter load (the last ones stay on screen meanwhile):
        // a screen reader is told they are about to change, and nobody reads the old ones as new.
        <Box aria-busy={isFetching} data-testid="receipts-report">
          <ReportBody report={data} />
        </Box>
      ) : error ? null : (
        <Typography>{translate('billing.common.loading')}</Typography>
      )}
    </>
  );
}
