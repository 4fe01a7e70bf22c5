import Box from '@mui/material/Box';
import { useChartWidth } from './chartWidth';
import { useTranslate } from 'react-admin';
import { Gauge } from '@mui/x-charts/Gauge';
import { localDigits } from '../../domain/displayLocale';
import type { OccupancyFigures } from '../../domain/dashboardSchemas';
import { OCCUPANCY_GAUGE_HEIGHT } from './chartSizes';

/** Occupied ÷ rentable units as a gauge; the percentage itself is the server's (one decimal, exact). */
export default function OccupancyGauge({ occupancy }: { occupancy: OccupancyFigures }) {
  const width = useChartWidth();
  const translate = useTranslate();
  const percent = occupancy.occupancy_percent;
  const spoken =
    percent === null
      ? translate('dashboard.charts.occupancy_unknown')
      : translate('dashboard.charts.occupancy_spoken', { percent: localDigits(String(percent)) });
  // The drawing is one picture to a screen reader, named by its figure.
  return (
    <Box role="img" aria-label={spoken}>
      <Gauge
        width={width}
        height={OCCUPANCY_GAUGE_HEIGHT}
        value={percent === null ? 0 : Number(percent)}
        valueMin={0}
        valueMax={100}
        startAngle={-110}
        endAngle={110}
        innerRadius="70%"
        text={percent === null ? translate('dashboard.charts.no_units') : localDigits(`${percent}%`)}
        sx={{ '& text': { fontSize: 24, fontWeight: 600 } }}
      />
    </Box>
  );
}
