import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { OutstandingFigures } from '../../domain/dashboardSchemas';
import { formatKwd, moneyNumber } from '../../domain/money';
import { AGING_CHART_HEIGHT } from './chartSizes';
import { agingLabel } from './dashboardLabels';

/** Outstanding by days past due (aging), one bar a bucket. */
export default function AgingChart({ buckets }: { buckets: OutstandingFigures['buckets'] }) {
  const theme = useTheme();
  const dataset = buckets.map((b) => ({ label: agingLabel(b), amount: moneyNumber(b.amount) }));
  return (
    <BarChart
      height={AGING_CHART_HEIGHT}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
      yAxis={[
        {
          min: 0,
          tickMinStep: 1,
          width: 64,
          valueFormatter: (v: number | null) => Math.round(v ?? 0).toLocaleString('en-US'),
        },
      ]}
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
