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
import { useTranslate } from 'react-admin';
import { displayDate } from '../../domain/displayDates';
import { formatKwd } from '../../domain/money';
import type { SubscriptionState } from '../../domain/subscriptionFlow';
import { canMoveSubscription } from '../../domain/subscriptionFlow';
import { cycleKey, STATE_COLORS, stateKey } from '../subscription/subscriptionLabels';
import type { WireSubscriptionRow } from './plansApi';

/** Whether the super admin may end a subscription in this state at once. */
const mayEnd = (state: SubscriptionState) => canMoveSubscription(state, 'cancelled');

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
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`subscriptions.table.${key}`, options);
  if (rows.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={translate('subscriptions.list.subscriptions')}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('landlord')}</TableCell>
            <TableCell>{t('plan')}</TableCell>
            <TableCell>{t('state')}</TableCell>
            <TableCell>{t('period_end')}</TableCell>
            <TableCell align="right">{t('mrr')}</TableCell>
            <TableCell align="right">{t('unpaid')}</TableCell>
            <TableCell>{t('actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const state = row.state as SubscriptionState;
            const endable = mayEnd(state);
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
                    {translate(cycleKey(row.billingCycle), { _: row.billingCycle })}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip size="small" color={STATE_COLORS[state]} label={translate(stateKey(state))} />
                  {row.cancelAtPeriodEnd ? (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t('cancels_at_period_end')}
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
                      {t('mark_paid', { invoiceNo: row.openInvoiceNo })}
                    </Button>
                  ) : null}
                  {endable ? (
                    <Button size="small" color="error" disabled={busy} onClick={() => onEnd(row)}>
                      {t('end_now')}
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
