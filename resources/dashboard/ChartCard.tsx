import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Narrower than this, a chart's axes and margins leave its drawing area a negative width, which
 * the browser logs as an error for every bar (seen while a window is resized, when a card passes
 * through a few pixels wide): below it the skeleton stays.
 */
const MIN_CHART_WIDTH = 160;

/** Whether the element is at least `min` pixels wide, following its resizes. */
function useWideEnough(min: number) {
  const ref = useRef<HTMLDivElement>(null);
  // Without ResizeObserver (a test's DOM, which lays nothing out) there is no width to wait for.
  const [wide, setWide] = useState(() => typeof ResizeObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports the element's size once on observe, then on every resize.
    const observer = new ResizeObserver(() => setWide(element.getBoundingClientRect().width >= min));
    observer.observe(element);
    return () => observer.disconnect();
  }, [min]);
  return { ref, wide };
}

/**
 * A titled card for a chart. The charts come in their own chunk (@mui/x-charts is large), so a
 * skeleton of the chart's height holds the place until it arrives and nothing jumps.
 */
export function ChartCard({
  title,
  height,
  testId,
  children,
}: {
  title: string;
  height: number;
  testId: string;
  children: ReactNode;
}) {
  const { ref, wide } = useWideEnough(MIN_CHART_WIDTH);
  const skeleton = <Skeleton variant="rounded" height={height} data-testid="chart-skeleton" />;
  return (
    <Card component="section" aria-label={title} data-testid={testId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box ref={ref} sx={{ minWidth: 0 }}>
          {wide ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
        </Box>
      </CardContent>
    </Card>
  );
}
