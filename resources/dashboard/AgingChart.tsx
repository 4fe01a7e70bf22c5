import type { Theme } from '@mui/material/styles';
import { useChartWidth } from './chartWidth';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import type { OutstandingFigures } from '../../domain/dashboardSchemas';
import { formatKwd, moneyNumber } from '../../domain/money';
import { AGING_CHART_HEIGHT } from './chartSizes';
import { agingLabel, agingShortLabel } from './dashboardLabels';

const axisKwd = (v: number | null) => Math.round(v ?? 0).toLocaleString('en-US');

/**
 * Outstanding by days past due (aging), one bar a bucket. On a phone the buckets are named short
 * ('31–60', '90+'), so all four labels fit 390 px instead of every other one being dropped.
 */
export default function AgingChart({ buckets }: { buckets: OutstandingFigures['buckets'] }) {
  const width = useChartWidth();
  const theme = useTheme();
  const isPhone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const dataset = buckets.map((b) => ({
    label: isPhone ? agingShortLabel(b) : agingLabel(b),
    amount: moneyNumber(b.amount),
  }));
  return (
    <BarChart
      // No animation: bars resized mid-animation (a window turned to a phone's width) pass through
      // negative widths, which the browser logs as errors.
      skipAnimation
      width={width}
      height={AGING_CHART_HEIGHT}
      dataset={dataset}
      xAxis={[
        { scaleType: 'band', dataKey: 'label', ...(isPhone ? { label: 'Days past due', height: 48 } : {}) },
      ]}
      yAxis={[{ min: 0, tickMinStep: 1, valueFormatter: axisKwd, width: 64 }]}
      series={[
        {
          dataKey: 'amount',
          label: 'Outstanding',
          color: theme.palette.warning.main,
          valueFormatter: (v: number | null) => formatKwd(v ?? 0),
        },
      ]}
      hideLegend
    />
  );
}
