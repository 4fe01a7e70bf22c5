import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';

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
  return (
    <Card component="section" aria-label={title} data-testid={testId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Suspense fallback={<Skeleton variant="rounded" height={height} data-testid="chart-skeleton" />}>
          {children}
        </Suspense>
      </CardContent>
    </Card>
  );
}
