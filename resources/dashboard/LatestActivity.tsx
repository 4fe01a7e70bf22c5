import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import BuildIcon from '@mui/icons-material/Build';
import PaymentsIcon from '@mui/icons-material/Payments';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ActivityKind } from '../../domain/dashboardFigures';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { displayDateTime } from '../../domain/displayDates';
import { formatKwd } from '../../domain/money';

const KINDS: Record<ActivityKind, { title: string; icon: typeof PaymentsIcon }> = {
  payment_recorded: { title: 'Payment recorded', icon: PaymentsIcon },
  contract_approved: { title: 'Contract approved', icon: AssignmentTurnedInIcon },
  request_opened: { title: 'Maintenance request opened', icon: BuildIcon },
};

/** What happened last: payments recorded, contracts approved, requests opened, newest first. */
export function LatestActivity({ activity }: { activity: PortfolioFigures['latest_activity'] }) {
  return (
    <Card component="section" aria-labelledby="latest-activity-title">
      <CardContent>
        <Typography id="latest-activity-title" variant="h6" component="h2">
          Latest activity
        </Typography>
        {activity.length === 0 ? (
          <Typography color="text.secondary">Nothing has happened yet.</Typography>
        ) : (
          <List dense disablePadding>
            {activity.map((a) => {
              const kind = KINDS[a.kind];
              const Icon = kind.icon;
              return (
                <ListItem key={`${a.kind}-${a.entity_id}-${a.at}`} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon color="action" fontSize="small" />
                  </ListItemIcon>
                  <ListItemText
                    primary={`${kind.title}${a.amount ? `: ${formatKwd(a.amount)}` : ''}`}
                    secondary={`${a.summary} · ${displayDateTime(a.at)}`}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
