import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { displayDate } from '../../domain/displayDates';
import { formatKwd } from '../../domain/money';
import type { SubscriptionState } from '../../domain/subscriptionFlow';
import { canMoveSubscription } from '../../domain/subscriptionFlow';
import { CYCLE_LABELS, STATE_COLORS, STATE_LABELS } from '../subscription/subscriptionLabels';
import type { WireSubscriptionRow } from './plansApi';

/** The super admin's subscription rows: who, plan, state, period end, MRR, and what may be done. */
export function SubscriptionTable({
  rows,
  busy,
  onMarkPaid,
  onEnd,
}: {
  rows: WireSubscriptionRow[];
  busy: boolean;
  onMarkPaid(row: WireSubscriptionRow): void;
  onEnd(row: WireSubscriptionRow): void;
}) {
  if (rows.length === 0)
    return <Typography color="text.secondary">No subscriptions match these filters.</Typography>;
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Subscriptions"
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Landlord</TableCell>
            <TableCell>Plan</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Period end</TableCell>
            <TableCell align="right">MRR</TableCell>
            <TableCell align="right">Unpaid</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const state = row.state as SubscriptionState;
            return (
              <TableRow key={row.id} data-testid={`subscription-row-${row.email}`}>
                <TableCell>
                  {row.landlordName}
                  <Typography
                    variant="caption"
                    component="div"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {row.email}
                  </Typography>
                </TableCell>
                <TableCell>
                  {row.planName}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {CYCLE_LABELS[row.billingCycle]}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip size="small" color={STATE_COLORS[state]} label={STATE_LABELS[state]} />
                  {row.cancelAtPeriodEnd ? (
                    <Typography variant="caption" component="div" color="text.secondary">
                      Cancels at period end
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayDate(row.currentPeriodEnd)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatKwd(row.mrr)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.openAmount ? formatKwd(row.openAmount) : '-'}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.openInvoiceId ? (
                    <Button size="small" disabled={busy} onClick={() => onMarkPaid(row)}>
                      Mark {row.openInvoiceNo} paid
                    </Button>
                  ) : null}
                  {canMoveSubscription(state, 'cancelled') ? (
                    <Button size="small" color="error" disabled={busy} onClick={() => onEnd(row)}>
                      End now
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
