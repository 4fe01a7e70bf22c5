import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayDate, displayDateTime } from '../../domain/displayDates';
import { planRequestTitle, type PlanSubscriptionSummary } from '../../domain/planFlexibility';
import { PlanAnswerForm, PlanMoveForm } from './PlanAnswerForms';
import { PlanStateChip } from './PlanStateChip';
import { PlanRequestThread } from './PlanRequestThread';
import { usePlanRequest, usePlanSide } from './planFlexibilityApi';

const STATE_WORDS: Record<string, string> = {
  trialing: 'trial',
  active: 'active',
  past_due: 'past due',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** The landlord's plan in one line: "Professional (active, monthly), 50 units and 5 managers, until 25-12-2026." */
export function SubscriptionLine({ subscription }: { subscription: PlanSubscriptionSummary | null }) {
  if (!subscription) return <>No subscription yet.</>;
  const state = STATE_WORDS[subscription.state] ?? subscription.state;
  return (
    <>
      {subscription.planName} ({state}, {subscription.billingCycle}), {subscription.maxUnits} units and{' '}
      {subscription.maxManagers} managers, {subscription.cancelAtPeriodEnd ? 'ends' : 'until'}{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {displayDate(subscription.periodEnd)}
      </Box>
      {subscription.pendingPlanName ? `; moves to ${subscription.pendingPlanName} then` : ''}.
    </>
  );
}

/** One request: what was asked, the landlord's plan, the history and (for the platform) the answer forms. */
export function PlanRequestDetailCard({ id, onBack }: { id: string; onBack: () => void }) {
  const { platform } = usePlanSide();
  const { data: request, error } = usePlanRequest(id);
  return (
    <Stack sx={{ gap: 2 }}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          All requests
        </Button>
      </Box>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {!request && !error ? <Typography>Loading...</Typography> : null}
      {request ? (
        <>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
              {planRequestTitle(request)}
            </Typography>
            <PlanStateChip state={request.state} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {platform ? `${request.landlordName} · ` : ''}Asked by {request.requestedBy.name} on{' '}
            {displayDateTime(request.createdAt)}
          </Typography>
          {/* The landlord's side sees its plan above the section already. */}
          {platform ? (
            <Typography data-testid="plan-request-subscription">
              <strong>Landlord’s plan: </strong>
              <SubscriptionLine subscription={request.subscription} />
            </Typography>
          ) : null}
          <PlanRequestThread request={request} />
          {platform ? (
            <>
              <Divider />
              <PlanAnswerForm request={request} />
              <PlanMoveForm key={request.state} request={request} />
            </>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
