import type { Messages } from '../../src/i18n/messages';

/** The landlord's Subscription screen and the banner above every screen, in English. */
const messages: Messages = {
  resources: {
    subscription: { name: 'Subscription' },
  },
  subscription: {
    title: 'Subscription',
    state: {
      trialing: 'Trial',
      active: 'Active',
      past_due: 'Past due',
      cancelled: 'Cancelled',
      expired: 'Expired',
    },
    cycle: { monthly: 'Monthly', yearly: 'Yearly' },
    period: {
      trial_ends: 'Your trial ends on %{end}.',
      free_trial_ends: 'Your free trial ends on %{end}. Subscribe to keep using the panel.',
      cancelled_until: 'Cancelled. You keep access until %{end}.',
      renews: 'Renews on %{end}.',
      moves_to: ' It moves to %{plan} then.',
      past_due: 'Payment is overdue since %{since}. The period ends on %{end}.',
      ended_by_platform:
        'Ended by the platform. Access to add records stopped; you can still read your data.',
      ended: 'Ended on %{end}. Choose a plan to continue.',
    },
    outcome: {
      paid: 'Payment received. Thank you — your subscription is up to date.',
      failed: 'The payment did not go through. No money was taken; you can try again.',
      pending: 'The payment is being confirmed. This page will show it once the gateway answers.',
    },
    current: {
      none: 'You have no subscription yet. Choose a plan below to start.',
      heading: '%{plan} plan · %{cycle}',
      cancels_at_period_end: 'Cancels at period end',
      usage:
        'Units %{units} of %{maxUnits} · Managers %{managers} of %{maxManagers} · Current period %{start} – %{end}',
      cancel: 'Cancel subscription',
      confirm_title: 'Cancel your subscription?',
      confirm_text:
        'Your subscription stops renewing. You keep full access until %{end}; after that you can still read your data but not add to it.',
      keep: 'Keep subscription',
      cancel_at_period_end: 'Cancel at period end',
    },
    plans: {
      title: 'Plans',
      billing_cycle: 'Billing cycle',
      plan_label: '%{plan} plan',
      recommended: 'Recommended',
      yours: 'Your plan',
      a_year: ' a year',
      a_month: ' a month',
      subscribe: 'Subscribe and pay',
      upgrade: 'Upgrade now',
      downgrade: 'Switch at period end',
      button_label: '%{action}: %{plan}, %{cycle}',
    },
    change: {
      title: 'Change to %{plan}, billed %{cycle}?',
      loading: 'Working out the amount',
      billed_now: '%{amount} is billed today, as an invoice under Subscription invoices.',
      nothing_now: 'Nothing is billed today.',
      nothing_until: 'Nothing is billed today. The change takes effect on %{date}.',
      period_now: 'Period: %{cycle}, from %{start} to %{end}.',
      period_later: 'Next period: %{cycle}, from %{start} to %{end}.',
      credit: 'That is %{price} less %{credit} for the unused part of your current period.',
      then: 'Then %{price}, next billed on %{date}.',
      cancel: 'Cancel',
      confirm_now: 'Confirm upgrade',
      confirm_later: 'Confirm change',
    },
    invoices: {
      title: 'Subscription invoices',
      empty: 'No subscription invoices yet.',
      invoice: 'Invoice',
      plan: 'Plan',
      period: 'Period',
      amount: 'Amount',
      status: 'Status',
      actions: 'Actions',
      kind: { subscribe: 'First period', renewal: 'Renewal', upgrade: 'Upgrade' },
      paid_on: 'Paid %{date}',
      unpaid: 'Unpaid',
      pay_online: 'Pay online',
    },
    banner: {
      pay_now: 'Pay now',
      past_due_blocked:
        'Your subscription has been past due for more than %{days} days, so you can view your data but not add to it. Pay the open invoice under Subscription to continue.',
      past_due:
        'Your subscription payment is overdue. Pay the open invoice under Subscription before %{date} to keep adding records.',
    },
  },
};

export default messages;
