import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChartWidth } from './chartWidth';

/**
 * Narrower than this, a chart's axes and margins leave its drawing area a negative width, which
 * the browser logs as an error for every bar (seen while a window is resized, when a card passes
 * through a few pixels wide): below it the skeleton stays.
 */
const MIN_CHART_WIDTH = 160;

/**
 * The element's width, following its resizes; undefined until measured, or where nothing is laid
 * out (a test's DOM has no ResizeObserver).
 */
function useMeasuredWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports the element's size once on observe, then on every resize.
    const observer = new ResizeObserver(() => setWidth(Math.floor(element.getBoundingClientRect().width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A titled card for a chart. The charts come in their own chunk (@mui/x-charts is large), so a
 * skeleton of the chart's height holds the place until it arrives and nothing jumps. The card
 * measures its width and gives it to the chart (chartWidth.ts): a chart left to measure itself
 * draws once at width 0 first, with a negative drawing area the browser logs as errors.
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
  const { ref, width } = useMeasuredWidth();
  const measured = typeof ResizeObserver === 'undefined' || (width ?? 0) >= MIN_CHART_WIDTH;
  const skeleton = <Skeleton variant="rounded" height={height} data-testid="chart-skeleton" />;
  return (
    <Card component="section" aria-label={title} data-testid={testId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box ref={ref} sx={{ minWidth: 0 }}>
          {measured ? (
            <ChartWidth.Provider value={width}>
              <Suspense fallback={skeleton}>{children}</Suspense>
            </ChartWidth.Provider>
          ) : (
            skeleton
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
