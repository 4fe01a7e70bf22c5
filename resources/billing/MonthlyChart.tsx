import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatKwd } from '../../domain/money';

/** Whole KWD on the value axis: an axis of 0 to 1 used to read "0.000000" when nothing came in. */
const axisKwd = (value: number | null) => Math.round(value ?? 0).toLocaleString('en-US');

const AXIS = { min: 0, tickMinStep: 1, valueFormatter: axisKwd };

/**
 * The receipts report's "Received by month" bars. On a phone the bars lie down, one month a row,
 * so a year fits the screen's height instead of being cut off at its width (issue 16).
 */
export function MonthlyChart({
  months,
  color,
}: {
  months: { label: string; total: number }[];
  color: string;
}) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const series = [
    {
      dataKey: 'total',
      label: 'Received (KWD)',
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
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 72 }]}
        xAxis={[{ ...AXIS, tickNumber: 3 }]}
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
        xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
        yAxis={[{ ...AXIS, width: 72 }]}
        series={series}
        hideLegend
      />
    </Box>
  );
}
