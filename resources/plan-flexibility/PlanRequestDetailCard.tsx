import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayDate, displayDateTime } from '../../domain/displayDates';
import { useTranslate } from 'react-admin';
import type { PlanSubscriptionSummary } from '../../domain/planFlexibility';
import { mirrorInRtl } from '../../src/i18n/mirrorInRtl';
import { PlanAnswerForm, PlanMoveForm } from './PlanAnswerForms';
import { PlanStateChip } from './PlanStateChip';
import { PlanRequestThread } from './PlanRequestThread';
import { usePlanRequest, usePlanSide } from './planFlexibilityApi';
import { count, planTitle, wordFor } from './planWords';

/** The landlord's plan in one line: "Professional (active, monthly), 50 units and 5 managers, until 25-12-2026." */
export function SubscriptionLine({ subscription }: { subscription: PlanSubscriptionSummary | null }) {
  const translate = useTranslate();
  if (!subscription) return <>{translate('planFlexibility.subscription.none')}</>;
  return (
    <>
      {translate('planFlexibility.subscription.line', {
        plan: subscription.planName,
        state: wordFor(translate, 'subscription.states', subscription.state),
        cycle: wordFor(translate, 'subscription.cycles', subscription.billingCycle),
        units: count(subscription.maxUnits),
        managers: count(subscription.maxManagers),
        until: translate(
          subscription.cancelAtPeriodEnd
            ? 'planFlexibility.subscription.ends'
            : 'planFlexibility.subscription.until',
        ),
      })}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {displayDate(subscription.periodEnd)}
      </Box>
      {subscription.pendingPlanName
        ? translate('planFlexibility.subscription.moves_to', { plan: subscription.pendingPlanName })
        : ''}
      {translate('planFlexibility.subscription.end')}
    </>
  );
}

/** One request: what was asked, the landlord's plan, the history and (for the platform) the answer forms. */
export function PlanRequestDetailCard({ id, onBack }: { id: string; onBack: () => void }) {
  const translate = useTranslate();
  const { platform } = usePlanSide();
  const { data: request, error } = usePlanRequest(id);
  return (
    <Stack sx={{ gap: 2 }}>
      <Box>
        <Button startIcon={<ArrowBackIcon sx={mirrorInRtl} />} onClick={onBack}>
          {translate('planFlexibility.detail.back')}
        </Button>
      </Box>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {!request && !error ? <Typography>{translate('planFlexibility.loading')}</Typography> : null}
      {request ? (
        <>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
              {planTitle(translate, request)}
            </Typography>
            <PlanStateChip state={request.state} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate(
              platform ? 'planFlexibility.detail.landlord_line' : 'planFlexibility.detail.asked_by',
              {
                landlord: request.landlordName,
                name: request.requestedBy.name,
                date: displayDateTime(request.createdAt),
              },
            )}
          </Typography>
          {/* The landlord's side sees its plan above the section already. */}
          {platform ? (
            <Typography data-testid="plan-request-subscription">
              <strong>{translate('planFlexibility.detail.landlord_plan')}</strong>
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
