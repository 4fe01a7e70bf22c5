import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity } from 'react-admin';
import { session } from '../api/session';
import type { LoggedInUser } from '../../domain/user';

/** Greets the signed-in user by name; the statistics of spec section 1 arrive with their issue. */
export default function Dashboard() {
  const { identity } = useGetIdentity();
  const user = session.getStoredUser<LoggedInUser>();
  const firstName = user?.firstName || identity?.fullName || 'Admin';
  return (
    <>
      <Title title="Dashboard" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            Welcome, {firstName}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {user?.role.name ? `Signed in as ${user.role.name}.` : null} Your portfolio at a glance will appear here.
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
