import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { session } from '../api/session';
import type { LoggedInUser } from '../../domain/user';
import { useMe } from './useMe';
import { TenantNextInvoiceCard } from '../../resources/online-payments/TenantNextInvoiceCard';

/**
 * Greets the signed-in user by name, as the server knows them now (a renamed user or a changed
 * role shows without signing in again). The statistics of spec section 1 arrive with their issue.
 */
export default function Dashboard() {
  const stored = session.getStoredUser<LoggedInUser>();
  const me = useMe();
  const user = me.data ?? stored;
  return (
    <>
      <Title title="Dashboard" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
            Welcome, {user?.firstName || 'Admin'}
          </Typography>
          {user?.role.name ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Signed in as {user.role.name}.
            </Typography>
          ) : null}
          {me.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {me.error.message}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      {user?.role.key === 'user' ? <TenantNextInvoiceCard /> : null}
    </>
  );
}
