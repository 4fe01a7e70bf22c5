import type { Theme } from '@mui/material/styles';
import { useChartWidth } from './chartWidth';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslate } from 'react-admin';
import { BarChart } from '@mui/x-charts/BarChart';
import type { OutstandingFigures } from '../../domain/dashboardSchemas';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd, moneyNumber } from '../../domain/money';
import { AGING_CHART_HEIGHT } from './chartSizes';
import { agingLabel, agingShortLabel } from './dashboardLabels';

const axisKwd = (v: number | null) => localDigits(Math.round(v ?? 0).toLocaleString('en-US'));

/**
 * Outstanding by days past due (aging), one bar a bucket. On a phone the buckets are named short
 * ('31–60', '90+'), so all four labels fit 390 px instead of every other one being dropped.
 */
export default function AgingChart({ buckets }: { buckets: OutstandingFigures['buckets'] }) {
  const translate = useTranslate();
  const width = useChartWidth();
  const theme = useTheme();
  // Right to left: the buckets run from the right and the amounts' axis stands on the right.
  const rtl = theme.direction === 'rtl';
  const isPhone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  // The buckets' order turned rather than the axis reversed: a reversed band axis drops its labels.
  const ordered = rtl ? [...buckets].reverse() : buckets;
  const dataset = ordered.map((b) => ({
    label: isPhone ? agingShortLabel(b) : agingLabel(b, translate),
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
        {
          scaleType: 'band',
          dataKey: 'label',
          // Every bucket named: the axis's own overlap test hid them all right to left.
          tickLabelInterval: () => true,
          tickLabelStyle: { fontSize: 11 },
          ...(isPhone ? { label: translate('dashboard.charts.days_past_due'), height: 48 } : {}),
        },
      ]}
      yAxis={[
        { min: 0, tickMinStep: 1, valueFormatter: axisKwd, width: 64, position: rtl ? 'right' : 'left' },
      ]}
      series={[
        {
          dataKey: 'amount',
          label: translate('dashboard.charts.outstanding'),
          color: theme.palette.warning.main,
          valueFormatter: (v: number | null) => formatKwd(v ?? 0),
        },
      ]}
      hideLegend
    />
  );
}
