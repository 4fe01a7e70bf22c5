import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import { session } from '../api/session';
import type { LoggedInUser } from '../../domain/user';
import { dashboardKindOf } from '../../resources/dashboard/dashboardApi';
import { DashboardBody } from '../../resources/dashboard/DashboardBody';
import { lazy, Suspense } from 'react';
import { useMe } from './useMe';
import { whenCatalogueWhole } from '../i18n/panelI18n';

// A tenant's card with its Pay button (and the payment dialog) loads for tenants only.
// Both say words of other resources: drawn once the whole catalogue is here.
const TenantNextInvoiceCard = lazy(() =>
  Promise.all([import('../../resources/online-payments/TenantNextInvoiceCard'), whenCatalogueWhole()]).then(
    ([m]) => ({ default: m.TenantNextInvoiceCard }),
  ),
);
// An owner's card with its latest statement, for owners only.
const OwnerLatestCard = lazy(() =>
  Promise.all([import('../../resources/owner-statements/OwnerLatestCard'), whenCatalogueWhole()]).then(
    ([m]) => ({ default: m.OwnerLatestCard }),
  ),
);

/**
 * The landing screen: greets the user by name, as the server knows them now (a renamed user or a
 * changed role shows without signing in again), and shows the figures of its role (issue 19):
 * a landlord's or manager's portfolio, a tenant's rent and requests, the super admin's platform.
 */
export default function Dashboard() {
  const stored = session.getStoredUser<LoggedInUser>();
  const me = useMe();
  const user = me.data ?? stored;
  const kind = user ? dashboardKindOf(user.role.key) : null;
  const translate = useTranslate();
  return (
    <>
      <ScreenTitle title={translate('pages.dashboard')} />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 600, mt: 2 }}>
        {translate('pages.welcome', { name: user?.firstName || translate('pages.someone') })}
      </Typography>
      {user?.role.name ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('pages.signed_in_as', {
            role: translate(`roles.${user.role.key}`, { _: user.role.name }),
          })}
        </Typography>
      ) : null}
      {me.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {me.error.message}
        </Alert>
      ) : null}
      {/* A tenant's open invoice with its Pay button (issue 20), above its figures. */}
      {user?.role.key === 'user' ? (
        <Box sx={{ mb: 2 }}>
          <Suspense fallback={null}>
            <TenantNextInvoiceCard />
          </Suspense>
        </Box>
      ) : null}
      {/* An owner (issue 36 item 3): its latest statement, the way to the others. */}
      {user?.role.key === 'owner' ? (
        <Suspense fallback={null}>
          <OwnerLatestCard />
        </Suspense>
      ) : null}
      {user && kind ? (
        <DashboardBody caller={{ id: user.id, role: user.role.key, landlordId: user.landlordId }} />
      ) : null}
    </>
  );
}
