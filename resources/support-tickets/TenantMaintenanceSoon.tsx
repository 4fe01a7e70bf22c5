import BuildIcon from '@mui/icons-material/Build';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { SUPPORT_MESSAGES } from '../../domain/supportTickets';

/**
 * A tenant's row of this path is MAINTENANCE REQUESTS (spec section 2), built with issue 18's
 * items 1-7; until then it says so plainly.
 */
export function TenantMaintenanceSoon() {
  return (
    <>
      <Title title="Maintenance requests" />
      <Card sx={{ mt: 2, maxWidth: 640 }}>
        <CardContent sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <BuildIcon color="action" />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
            Maintenance requests
          </Typography>
          <Typography color="text.secondary">{SUPPORT_MESSAGES.tenantComingSoon}</Typography>
        </CardContent>
      </Card>
    </>
  );
}
