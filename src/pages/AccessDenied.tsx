import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from '../auth/authPaths';

/** Shown for a screen the user's role may not open (a direct URL, an old bookmark). */
export function AccessDenied() {
  return (
    <>
      <Title title="Access denied" />
      <Card sx={{ mt: 2, maxWidth: 640 }}>
        <CardContent sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <LockIcon color="error" />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
            Access denied
          </Typography>
          <Typography color="text.secondary">
            Your role does not allow you to open this page. If you need it, ask your landlord or the
            administrator.
          </Typography>
          <Button component={Link} to={DASHBOARD_PATH} variant="contained">
            Go to the dashboard
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
