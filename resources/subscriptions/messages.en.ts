import type { Messages } from '../../src/i18n/messages';

/** The super admin's Plans and Subscriptions, in English. */
const messages: Messages = {
  resources: {
    plans: { name: 'Plan |||| Plans' },
    subscriptions: { name: 'Subscription |||| Subscriptions' },
  },
  subscriptions: {
    plans: {
      title: 'Plans',
      intro: 'The plans landlords subscribe to, in KWD.',
      price_list: 'See the public price list',
      add: 'Add plan',
      plan: 'Plan',
      monthly: 'Monthly',
      yearly: 'Yearly',
      units: 'Units',
      managers: 'Managers',
      subscribers: 'Subscribers',
      actions: 'Actions',
      recommended: 'Recommended',
      retired: 'Retired',
      edit: 'Edit',
      edit_named: 'Edit %{name}',
      retire: 'Retire',
      put_on_sale: 'Put on sale',
    },
    dialog: {
      add_title: 'Add a plan',
      edit_title: 'Edit %{name}',
      name: 'Name',
      description: 'Description',
      monthlyPrice: 'Monthly price (KWD)',
      yearlyPrice: 'Yearly price (KWD)',
      maxUnits: 'Units allowed',
      maxManagers: 'Managers allowed',
      features: 'Features (one a line)',
      sortOrder: 'Order on the price list',
      recommended: 'Recommended (trials start on it; /pricing highlights it)',
      cancel: 'Cancel',
      save: 'Save',
    },
    // domain/planSchemas.ts's PLAN_MESSAGES the form shows, by name.
    messages: {},
    list: {
      title: 'Subscriptions',
      state: 'State',
      all_states: 'All states',
      plan: 'Plan',
      all_plans: 'All plans',
      export: 'Export CSV',
      subscriptions: 'Subscriptions',
      mrr_total: 'Monthly recurring revenue',
      end_confirm: "End %{name}'s subscription now? They keep reading but can no longer add records.",
    },
    table: {
      empty: 'No subscriptions match these filters.',
      landlord: 'Landlord',
      plan: 'Plan',
      state: 'State',
      period_end: 'Period end',
      mrr: 'MRR',
      unpaid: 'Unpaid',
      actions: 'Actions',
      cancels_at_period_end: 'Cancels at period end',
      mark_paid: 'Mark %{invoiceNo} paid',
      end_now: 'End now',
    },
  },
};

export default messages;
