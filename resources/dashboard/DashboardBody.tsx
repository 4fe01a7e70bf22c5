import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { dashboardKindOf, fetchDashboard, type DashboardCaller, type DashboardKind } from './dashboardApi';
import { DashboardFilters } from './DashboardFilters';
import { DashboardError } from './DashboardError';
import { useDashboardFilter } from './useDashboardFilter';
import { preloadMenuScreensWhenIdle } from '../../src/registry/screenPreload';
import { whenCatalogueWhole } from '../../src/i18n/panelI18n';

// Each role's view is a chunk of its own: a landlord does not download the tenant's lists or the
// platform's figures (issue 37 item 4). Its code is asked for beside the figures, not after them.
const VIEW_CODE = {
  portfolio: () => import('./PortfolioDashboard'),
  // The tenant's and the platform's views say words of other resources: with the whole catalogue
  // (the landlord's and the manager's are drawn from the part the panel starts with).
  tenant: async () => (await Promise.all([import('./TenantDashboard'), whenCatalogueWhole()]))[0],
  platform: async () => (await Promise.all([import('./PlatformDashboard'), whenCatalogueWhole()]))[0],
} satisfies Record<DashboardKind, () => Promise<unknown>>;
const PortfolioDashboard = lazy(() => VIEW_CODE.portfolio().then((m) => ({ default: m.PortfolioDashboard })));
const TenantDashboard = lazy(() => VIEW_CODE.tenant().then((m) => ({ default: m.TenantDashboard })));
const PlatformDashboard = lazy(() => VIEW_CODE.platform().then((m) => ({ default: m.PlatformDashboard })));

/** Card-shaped placeholders while the figures come. */
function LoadingCards() {
  const translate = useTranslate();
  return (
    <Box
      aria-busy="true"
      aria-label={translate('dashboard.loading_figures')}
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

/**
 * The signed-in user's own dashboard: one call for its role, then that role's view. A landlord and
 * a manager get the property and month filter above their figures; the filter is part of the
 * query's key, so each choice is its own answer (and going back shows the earlier one at once).
 */
export function DashboardBody({ caller }: { caller: DashboardCaller }) {
  const { filter, change } = useDashboardFilter();
  const kind = dashboardKindOf(caller.role);
  const filtered = kind === 'portfolio';
  useEffect(() => {
    if (kind) void VIEW_CODE[kind]();
  }, [kind]);
  const query = useQuery({
    queryKey: ['dashboard', caller.role, caller.id, filtered ? filter : null],
    queryFn: ({ signal }) => fetchDashboard(caller, signal, filtered ? filter : undefined),
    // A failed call shows its message and a Retry button at once instead of retrying unseen.
    retry: false,
  });
  // With the figures in, the menu's screens are fetched while the user reads them (issue 37 item 3).
  const figuresIn = query.data !== undefined;
  useEffect(() => {
    if (figuresIn) preloadMenuScreensWhenIdle();
  }, [figuresIn]);
  const body = () => {
    if (query.error)
      return <DashboardError message={query.error.message} onRetry={() => void query.refetch()} />;
    const answer = query.data;
    if (!answer) return <LoadingCards />;
    return <Suspense fallback={<LoadingCards />}>{view(answer)}</Suspense>;
  };
  const view = (answer: NonNullable<typeof query.data>) => {
    switch (answer.kind) {
      case 'portfolio':
        return (
          <PortfolioDashboard
            figures={answer.figures}
            isLandlord={answer.role === 'landlord'}
            propertyId={filter.propertyId || undefined}
          />
        );
      case 'tenant':
        return <TenantDashboard figures={answer.figures} />;
      case 'platform':
        return <PlatformDashboard figures={answer.figures} />;
    }
  };
  if (!filtered) return body();
  return (
    <Stack spacing={2}>
      <DashboardFilters value={filter} onChange={change} />
      {body()}
    </Stack>
  );
}
