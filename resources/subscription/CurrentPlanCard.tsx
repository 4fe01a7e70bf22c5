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
import { displayDate } from '../../domain/displayDates';
import { landlordMayDo } from '../../domain/subscriptionFlow';
import type { WireOverview, WireSubscription } from './subscriptionApi';
import { CYCLE_LABELS, periodSentence, STATE_COLORS, STATE_LABELS } from './subscriptionLabels';

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
  const [confirming, setConfirming] = useState(false);
  if (!s) {
    return <Alert severity="info">You have no subscription yet. Choose a plan below to start.</Alert>;
  }
  const canCancel = landlordMayDo('cancel', s.state) && !s.cancelAtPeriodEnd;
  return (
    <Card variant="outlined" component="section" aria-labelledby="current-plan-title">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="current-plan-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {s.planName} plan · {CYCLE_LABELS[s.billingCycle]}
          </Typography>
          <Chip
            size="small"
            color={STATE_COLORS[s.state]}
            label={STATE_LABELS[s.state]}
            data-testid="subscription-state"
          />
          {s.cancelAtPeriodEnd ? (
            <Chip size="small" variant="outlined" label="Cancels at period end" />
          ) : null}
        </Box>
        <Typography data-testid="subscription-period">{periodSentence(s)}</Typography>
        <Typography variant="body2" color="text.secondary">
          Units {usage.units} of {s.maxUnits} · Managers {usage.managers} of {s.maxManagers} · Current period{' '}
          {displayDate(s.currentPeriodStart)} – {displayDate(s.currentPeriodEnd)}
        </Typography>
        {canCancel ? (
          <Box>
            <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirming(true)}>
              Cancel subscription
            </Button>
          </Box>
        ) : null}
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">Cancel your subscription?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your subscription stops renewing. You keep full access until {displayDate(s.currentPeriodEnd)};
            after that you can still read your data but not add to it.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep subscription</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              onCancel();
            }}
          >
            Cancel at period end
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
