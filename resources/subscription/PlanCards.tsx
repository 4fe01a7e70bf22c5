import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatKwd, money } from '../../domain/money';
import type { PlanRecord } from '../../domain/planSchemas';
import { landlordMayDo, type BillingCycle } from '../../domain/subscriptionFlow';
import type { WireSubscription } from './subscriptionApi';

export interface PlanCardsProps {
  plans: PlanRecord[];
  subscription: WireSubscription | null;
  cycle: BillingCycle;
  onCycle(cycle: BillingCycle): void;
  /** The plan /pricing's Subscribe button named, outlined. */
  chosenPlanId: string | null;
  busy: boolean;
  onChoose(plan: PlanRecord, action: 'subscribe' | 'upgrade' | 'downgrade'): void;
}

/** What choosing `plan` would do for this subscription, or null when there is nothing to do. */
function actionFor(plan: PlanRecord, s: WireSubscription | null, cycle: BillingCycle, plans: PlanRecord[]) {
  if (!s || landlordMayDo('subscribe', s.state)) return 'subscribe' as const;
  if (!landlordMayDo('changePlan', s.state) || s.cancelAtPeriodEnd) return null;
  if (plan.id === s.planId && cycle === s.billingCycle) return null;
  const current = plans.find((p) => p.id === s.planId);
  const upgrade = current ? money(plan.monthlyPrice).gt(current.monthlyPrice) : false;
  return upgrade ? ('upgrade' as const) : ('downgrade' as const);
}

const BUTTON_LABELS = {
  subscribe: 'subscription.plans.subscribe',
  upgrade: 'subscription.plans.upgrade',
  downgrade: 'subscription.plans.downgrade',
} as const;

/** The plans on sale as cards, with a monthly/yearly switch; the recommended one stands out. */
export function PlanCards({
  plans,
  subscription,
  cycle,
  onCycle,
  chosenPlanId,
  busy,
  onChoose,
}: PlanCardsProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`subscription.plans.${key}`, options);
  return (
    <Box component="section" aria-labelledby="plans-title" sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <Typography id="plans-title" component="h2" variant="h6">
          {t('title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={cycle}
          onChange={(_e, value: BillingCycle | null) => value && onCycle(value)}
          aria-label={t('billing_cycle')}
        >
          <ToggleButton value="monthly">{translate('subscription.cycle.monthly')}</ToggleButton>
          <ToggleButton value="yearly">{translate('subscription.cycle.yearly')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {plans.map((plan) => {
          const action = actionFor(plan, subscription, cycle, plans);
          const current = subscription?.planId === plan.id && subscription.state !== 'expired';
          const chosen = plan.id === chosenPlanId;
          return (
            <Card
              key={plan.id}
              variant="outlined"
              component="article"
              aria-label={t('plan_label', { plan: plan.name })}
              data-testid={`plan-${plan.name}`}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                borderWidth: plan.recommended || chosen ? 2 : 1,
                borderColor: chosen ? 'secondary.main' : plan.recommended ? 'primary.main' : 'divider',
              }}
            >
              <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography component="h3" variant="h6" sx={{ flexGrow: 1 }}>
                    {plan.name}
                  </Typography>
                  {plan.recommended ? <Chip size="small" color="primary" label={t('recommended')} /> : null}
                  {current ? <Chip size="small" variant="outlined" label={t('yours')} /> : null}
                </Box>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                  {formatKwd(cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice)}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t(cycle === 'yearly' ? 'a_year' : 'a_month')}
                  </Typography>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {plan.description}
                </Typography>
                <List dense disablePadding>
                  {plan.features.map((feature) => (
                    <ListItem key={feature} disableGutters sx={{ py: 0 }}>
                      <ListItemIcon sx={{ minWidth: 28 }}>
                        <CheckIcon fontSize="small" color="success" />
                      </ListItemIcon>
                      <ListItemText primary={feature} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
              <CardActions sx={{ p: 2, pt: 0 }}>
                {action ? (
                  <Button
                    fullWidth
                    variant={plan.recommended || chosen ? 'contained' : 'outlined'}
                    disabled={busy}
                    onClick={() => onChoose(plan, action)}
                    aria-label={t('button_label', {
                      action: translate(BUTTON_LABELS[action]),
                      plan: plan.name,
                      cycle: translate(`subscription.cycle.${cycle}`).toLowerCase(),
                    })}
                  >
                    {translate(BUTTON_LABELS[action])}
                  </Button>
                ) : null}
              </CardActions>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
