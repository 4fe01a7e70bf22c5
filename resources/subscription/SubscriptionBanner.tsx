import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { whenCatalogueWhole } from '../../src/i18n/panelI18n';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { displayDate } from '../../domain/displayDates';
import { PAST_DUE_GRACE_DAYS } from '../../domain/subscriptionGrace';
import { fetchSubscription, SUBSCRIPTION_QUERY_KEY } from './subscriptionApi';

const DAY_MS = 86_400_000;

/**
 * Issue 21 item 4: above every screen of a landlord whose subscription is past due or ended, why
 * adding is (or soon will be) refused and how to pay. Nothing for anyone else.
 */
export function SubscriptionBanner({ enabled }: { enabled: boolean }) {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    // Drawn once the whole catalogue is here too: it may say the domain's subscription messages,
    // which the part the panel starts with leaves out (src/i18n/bootCatalogue.ts).
    queryFn: async ({ signal }) => (await Promise.all([fetchSubscription(signal), whenCatalogueWhole()]))[0],
    enabled,
    staleTime: 60_000,
  });
  const s = data?.subscription;
  if (!enabled || !s) return null;
  const pay = (
    <Button
      component={Link}
      to="/admin-panel/subscription/list"
      color="inherit"
      size="small"
      variant="outlined"
    >
      {translate('subscription.banner.pay_now')}
    </Button>
  );
  if (s.creationBlock === 'past_due') {
    return (
      <Alert severity="error" action={pay} sx={{ mb: 2 }} data-testid="subscription-banner">
        {translate('subscription.banner.past_due_blocked', { days: PAST_DUE_GRACE_DAYS })}
      </Alert>
    );
  }
  if (s.creationBlock === 'expired') {
    return (
      <Alert severity="error" action={pay} sx={{ mb: 2 }} data-testid="subscription-banner">
        {translate('subscription.expiredBlocked')}
      </Alert>
    );
  }
  if (s.state === 'past_due' && s.pastDueSince) {
    const blockOn = displayDate(
      new Date(Date.parse(s.pastDueSince) + PAST_DUE_GRACE_DAYS * DAY_MS).toISOString(),
    );
    return (
      <Alert severity="warning" action={pay} sx={{ mb: 2 }} data-testid="subscription-banner">
        {translate('subscription.banner.past_due', { date: blockOn })}
      </Alert>
    );
  }
  return null;
}
