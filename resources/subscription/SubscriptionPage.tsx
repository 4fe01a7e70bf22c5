import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { PlanRecord } from '../../domain/planSchemas';
import type { BillingCycle } from '../../domain/subscriptionFlow';
import { errorText } from '../../src/api/errorText';
import { LoadingScreen } from '../../src/layout/LoadingScreen';
import { sendBrowserTo } from '../online-payments/gatewayRedirect';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PlanCards } from './PlanCards';
import { PlanChangeDialog, type PlanChangeChoice } from './PlanChangeDialog';
import {
  cancelSubscription,
  changePlanTo,
  fetchSubscription,
  payInvoice,
  subscribeTo,
  SUBSCRIPTION_QUERY_KEY,
  type WireInvoice,
} from './subscriptionApi';
import { SubscriptionInvoices } from './SubscriptionInvoices';

const PAYMENT_OUTCOMES = {
  paid: { severity: 'success', text: 'subscription.outcome.paid' },
  failed: { severity: 'error', text: 'subscription.outcome.failed' },
  pending: { severity: 'info', text: 'subscription.outcome.pending' },
} as const;

/**
 * `subscription/list` (issue 21 item 4): the landlord's plan, the plans on sale (subscribe, upgrade
 * at once, downgrade at period end, each change confirmed on the server's quote — issue 31 item 1), cancel at period end, and the subscription invoices paid
 * online. /pricing's Subscribe button arrives here with `?plan=…&cycle=…`; the gateway's return
 * with `?payment=paid|failed|pending`.
 */
export default function SubscriptionPage() {
  const [params] = useSearchParams();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [cycle, setCycle] = useState<BillingCycle>(params.get('cycle') === 'yearly' ? 'yearly' : 'monthly');
  const [busy, setBusy] = useState(false);
  // Issue 31 item 1: a change of plan is confirmed on its quote first.
  const [changing, setChanging] = useState<PlanChangeChoice | null>(null);
  const { data, error, isPending } = useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSubscription(signal),
  });
  const outcome = PAYMENT_OUTCOMES[params.get('payment') as keyof typeof PAYMENT_OUTCOMES];

  const act = async (work: () => Promise<{ message: string; data?: { redirectUrl?: string | null } }>) => {
    setBusy(true);
    try {
      const answer = await work();
      if (answer.data?.redirectUrl) return sendBrowserTo(answer.data.redirectUrl);
      notify(answer.message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    } catch (err) {
      notify(err instanceof Error ? err.message : errorText(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const choose = (plan: PlanRecord, action: 'subscribe' | 'upgrade' | 'downgrade') => {
    if (action === 'subscribe') return void act(() => subscribeTo(plan.id, cycle));
    setChanging({ planId: plan.id, planName: plan.name, cycle });
  };
  const confirmChange = (choice: PlanChangeChoice) =>
    act(() => changePlanTo(choice.planId, choice.cycle)).finally(() => setChanging(null));
  const pay = (invoice: WireInvoice) => act(() => payInvoice(invoice.id));

  if (isPending) return <LoadingScreen />;
  if (error || !data) return <Alert severity="error">{errorText(error)}</Alert>;
  const subscription = data.subscription;
  return (
    <Stack spacing={3}>
      <Title title={translate('subscription.title')} />
      {outcome ? (
        <Alert severity={outcome.severity} data-testid="payment-outcome">
          {translate(outcome.text)}
        </Alert>
      ) : null}
      <CurrentPlanCard
        subscription={subscription}
        usage={data.usage}
        busy={busy}
        onCancel={() =>
          void act(() => cancelSubscription(subscription!.id).then((r) => ({ message: r.message })))
        }
      />
      <PlanCards
        plans={data.plans}
        subscription={subscription}
        cycle={cycle}
        onCycle={setCycle}
        chosenPlanId={params.get('plan')}
        busy={busy}
        onChoose={choose}
      />
      <PlanChangeDialog
        choice={changing}
        busy={busy}
        onCancel={() => setChanging(null)}
        onConfirm={(choice) => void confirmChange(choice)}
      />
      <SubscriptionInvoices invoices={data.invoices} busy={busy} onPay={(invoice) => void pay(invoice)} />
    </Stack>
  );
}
