import Box from '@mui/material/Box';
import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';

/** Whole KWD on the value axis: an axis of 0 to 1 used to read "0.000000" when nothing came in. */
const axisKwd = (value: number | null) => localDigits(Math.round(value ?? 0).toLocaleString('en-US'));

const AXIS = { min: 0, tickMinStep: 1, valueFormatter: axisKwd };

/**
 * The receipts report's "Received by month" bars. On a phone the bars lie down, one month a row,
 * so a year fits the screen's height instead of being cut off at its width (issue 16).
 * Right to left (Arabic), the chart reads from the right: the months run right to left, the value
 * axis stands on the right, and lying bars grow leftwards (the chart's SVG is not flipped by the
 * style cache, so it is told).
 */
export function MonthlyChart({
  months,
  color,
}: {
  months: { label: string; total: number }[];
  color: string;
}) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rtl = useTheme().direction === 'rtl';
  const translate = useTranslate();
  const series = [
    {
      dataKey: 'total',
      label: translate('billing.report.chart_series'),
      color,
      valueFormatter: (v: number | null) => formatKwd(v ?? 0),
    },
  ];
  if (isPhone) {
    return (
      <BarChart
        layout="horizontal"
        height={Math.max(160, months.length * 32 + 60)}
        dataset={months}
        // Arabic month names are whole words ('سبتمبر 2026'), wider than 'Sep 2026'.
        yAxis={[
          { scaleType: 'band', dataKey: 'label', width: rtl ? 96 : 72, position: rtl ? 'right' : 'left' },
        ]}
        xAxis={[{ ...AXIS, tickNumber: 3, reverse: rtl, height: 36 }]}
        series={series}
        hideLegend
      />
    );
  }
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={280}
        dataset={months}
        // Tall enough for a line of 12 px labels: at the default height they were cut to nothing.
        xAxis={[{ scaleType: 'band', dataKey: 'label', reverse: rtl, height: 36 }]}
        yAxis={[{ ...AXIS, width: 72, position: rtl ? 'right' : 'left' }]}
        series={series}
        hideLegend
      />
    </Box>
  );
}
