import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import BuildIcon from '@mui/icons-material/Build';
import UndoIcon from '@mui/icons-material/Undo';
import PaymentsIcon from '@mui/icons-material/Payments';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ActivityKind } from '../../domain/dashboardFigures';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { displayDateTime } from '../../domain/displayDates';
import { formatKwdText } from '../../domain/moneyText';

const KINDS: Record<ActivityKind, { title: string; icon: typeof PaymentsIcon }> = {
  payment_recorded: { title: 'dashboard.activity.payment_recorded', icon: PaymentsIcon },
  contract_approved: { title: 'dashboard.activity.contract_approved', icon: AssignmentTurnedInIcon },
  request_opened: { title: 'dashboard.activity.request_opened', icon: BuildIcon },
  refund_made: { title: 'dashboard.activity.refund_made', icon: UndoIcon },
};

/** What happened last: payments recorded, contracts approved, requests opened, refunds, newest first. */
export function LatestActivity({ activity }: { activity: PortfolioFigures['latest_activity'] }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="latest-activity-title">
      <CardContent>
        <Typography id="latest-activity-title" variant="h6" component="h2">
          {translate('dashboard.activity.title')}
        </Typography>
        {activity.length === 0 ? (
          <Typography color="text.secondary">{translate('dashboard.activity.empty')}</Typography>
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
                    primary={`${translate(kind.title)}${a.amount ? `: ${formatKwdText(a.amount)}` : ''}`}
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
