import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { displayDate } from '../../domain/displayDates';
import { landlordMayDo } from '../../domain/subscriptionFlow';
import type { WireOverview, WireSubscription } from './subscriptionApi';
import { cycleKey, periodSentence, STATE_COLORS, stateKey } from './subscriptionLabels';

/** The landlord's plan now: state, period, usage against the plan's limits, and Cancel. */
export function CurrentPlanCard({
  subscription: s,
  usage,
  busy,
  onCancel,
}: {
  subscription: WireSubscription | null;
  usage: WireOverview['usage'];
  busy: boolean;
  onCancel(): void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`subscription.current.${key}`, options);
  const [confirming, setConfirming] = useState(false);
  if (!s) {
    return <Alert severity="info">{t('none')}</Alert>;
  }
  const canCancel = landlordMayDo('cancel', s.state) && !s.cancelAtPeriodEnd;
  return (
    <Card variant="outlined" component="section" aria-labelledby="current-plan-title">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="current-plan-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {t('heading', { plan: s.planName, cycle: translate(cycleKey(s.billingCycle)) })}
          </Typography>
          <Chip
            size="small"
            color={STATE_COLORS[s.state]}
            label={translate(stateKey(s.state))}
            data-testid="subscription-state"
          />
          {s.cancelAtPeriodEnd ? (
            <Chip size="small" variant="outlined" label={t('cancels_at_period_end')} />
          ) : null}
        </Box>
        <Typography data-testid="subscription-period">{periodSentence(s, translate)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('usage', {
            units: usage.units,
            maxUnits: s.maxUnits,
            managers: usage.managers,
            maxManagers: s.maxManagers,
            start: displayDate(s.currentPeriodStart),
            end: displayDate(s.currentPeriodEnd),
          })}
        </Typography>
        {canCancel ? (
          <Box>
            <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirming(true)}>
              {t('cancel')}
            </Button>
          </Box>
        ) : null}
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">{t('confirm_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('confirm_text', { end: displayDate(s.currentPeriodEnd) })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('keep')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              onCancel();
            }}
          >
            {t('cancel_at_period_end')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
