import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { fetchDashboard, type DashboardCaller } from './dashboardApi';
import { DashboardError } from './DashboardError';
import { PlatformDashboard } from './PlatformDashboard';
import { PortfolioDashboard } from './PortfolioDashboard';
import { TenantDashboard } from './TenantDashboard';

/** Card-shaped placeholders while the figures come. */
function LoadingCards() {
  return (
    <Box
      aria-busy="true"
      aria-label="Loading the figures"
      role="status"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      {[1, 2, 3, 4].map((n) => (
        <Skeleton key={n} variant="rounded" height={112} />
      ))}
    </Box>
  );
}

/** The signed-in user's own dashboard: one call for its role, then that role's view. */
export function DashboardBody({ caller }: { caller: DashboardCaller }) {
  const query = useQuery({
    queryKey: ['dashboard', caller.role, caller.id],
    queryFn: ({ signal }) => fetchDashboard(caller, signal),
    // A failed call shows its message and a Retry button at once instead of retrying unseen.
    retry: false,
  });
  if (query.error)
    return <DashboardError message={query.error.message} onRetry={() => void query.refetch()} />;
  const answer = query.data;
  if (!answer) return <LoadingCards />;
  switch (answer.kind) {
    case 'portfolio':
      return <PortfolioDashboard figures={answer.figures} isLandlord={answer.role === 'landlord'} />;
    case 'tenant':
      return <TenantDashboard figures={answer.figures} />;
    case 'platform':
      return <PlatformDashboard figures={answer.figures} />;
  }
}
