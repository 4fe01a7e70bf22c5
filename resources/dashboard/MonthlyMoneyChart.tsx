import type { Theme } from '@mui/material/styles';
import { useChartWidth } from './chartWidth';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslate } from 'react-admin';
import { BarChart } from '@mui/x-charts/BarChart';
import type { MonthMoney } from '../../domain/dashboardSchemas';
import { defaultDisplayLocale, displayMonth, localDigits } from '../../domain/displayLocale';
import { formatKwd, moneyNumber } from '../../domain/money';
import { periodLabel } from '../../src/format/dates';
import { MONTHLY_CHART_HEIGHT } from './chartSizes';

/** Whole KWD on the value axis (as the receipts report's chart): fils would crowd the ticks. */
const axisKwd = (value: number | null) => localDigits(Math.round(value ?? 0).toLocaleString('en-US'));
const tooltipKwd = (value: number | null) => formatKwd(value ?? 0);

/**
 * Twelve months of rent: each month's invoices as one bar, stacked collected + written off + still
 * outstanding, which add up to what was expected (domain/dashboardFigures.ts). On a phone the bars
 * lie down, one month a row, so a year fits the screen's height rather than overflowing its width.
 */
export default function MonthlyMoneyChart({ months }: { months: MonthMoney[] }) {
  const translate = useTranslate();
  const width = useChartWidth();
  const theme = useTheme();
  // Right to left: months run from the right, and the axis of names or amounts stands on the right.
  const rtl = theme.direction === 'rtl';
  const side = rtl ? ('right' as const) : ('left' as const);
  const isPhone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const dataset = months.map((m) => ({
    // 'Nov 2026' in English as before; 'نوفمبر 2026' in Arabic.
    label: defaultDisplayLocale().locale === 'ar' ? displayMonth(m.month) : periodLabel(m.month),
    collected: moneyNumber(m.collected),
    writtenOff: moneyNumber(m.written_off),
    outstanding: moneyNumber(m.outstanding),
  }));
  // Right to left, the months run from the right: the columns turned, since a reversed band axis
  // drops its labels. On a phone the months are rows, top to bottom, in either direction.
  const columns = rtl ? [...dataset].reverse() : dataset;
  const series = [
    {
      dataKey: 'collected',
      label: translate('dashboard.charts.collected'),
      color: theme.palette.success.main,
    },
    {
      dataKey: 'writtenOff',
      label: translate('writeOff.label'),
      color: theme.palette.grey[500],
    },
    {
      dataKey: 'outstanding',
      label: translate('dashboard.charts.outstanding'),
      color: theme.palette.warning.main,
    },
  ].map((s) => ({ ...s, stack: 'expected', valueFormatter: tooltipKwd }));
  const valueAxis = { min: 0, tickMinStep: 1, valueFormatter: axisKwd };
  // A new chart when the layout turns (key), and no animation: bars animated from one layout's
  // geometry to the other's pass through negative widths, which the browser logs as errors.
  if (isPhone) {
    return (
      <BarChart
        key="phone"
        width={width}
        skipAnimation
        layout="horizontal"
        height={Math.max(MONTHLY_CHART_HEIGHT, dataset.length * 28 + 100)}
        dataset={dataset}
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 76, position: side }]}
        xAxis={[{ ...valueAxis, tickNumber: 3, reverse: rtl }]}
        series={series}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    );
  }
  return (
    <BarChart
      key="desktop"
      width={width}
      skipAnimation
      height={MONTHLY_CHART_HEIGHT}
      dataset={columns}
      // Every month named: the axis's own overlap test hid them all right to left.
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'label',
          tickLabelInterval: () => true,
          tickLabelStyle: { fontSize: 11 },
        },
      ]}
      yAxis={[{ ...valueAxis, width: 72, position: side }]}
      series={series}
    />
  );
}
