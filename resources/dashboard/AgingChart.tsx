import type { Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import type { OutstandingFigures } from '../../domain/dashboardSchemas';
import { formatKwd, moneyNumber } from '../../domain/money';
import { AGING_CHART_HEIGHT } from './chartSizes';
import { agingLabel } from './dashboardLabels';

const axisKwd = (v: number | null) => Math.round(v ?? 0).toLocaleString('en-US');

/**
 * Outstanding by days past due (aging), one bar a bucket. On a phone the bars lie down, so every
 * bucket keeps its label (standing, four labels crowd a 390 px screen and some are dropped).
 */
export default function AgingChart({ buckets }: { buckets: OutstandingFigures['buckets'] }) {
  const theme = useTheme();
  const isPhone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const dataset = buckets.map((b) => ({ label: agingLabel(b), amount: moneyNumber(b.amount) }));
  const valueAxis = { min: 0, tickMinStep: 1, valueFormatter: axisKwd };
  const series = [
    {
      dataKey: 'amount',
      label: 'Outstanding',
      color: theme.palette.warning.main,
      valueFormatter: (v: number | null) => formatKwd(v ?? 0),
    },
  ];
  if (isPhone) {
    return (
      <BarChart
        layout="horizontal"
        height={AGING_CHART_HEIGHT}
        dataset={dataset}
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 96 }]}
        xAxis={[{ ...valueAxis, tickNumber: 3 }]}
        series={series}
        hideLegend
      />
    );
  }
  return (
    <BarChart
      height={AGING_CHART_HEIGHT}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
      yAxis={[{ ...valueAxis, width: 64 }]}
      series={series}
      hideLegend
    />
  );
}
