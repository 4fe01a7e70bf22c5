import { SUBSCRIPTION_PATHS } from '../../domain/contracts/panelPaths';
import type { BillingCycle } from '../../domain/subscriptionFlow';
import type { DataOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';

/** The landlord's Subscription screen's calls to /api/subscriptions (issue 21 item 4). */

// Paths only (the subscription banner imports this file): no zod in the dashboard's chunks.
const subscriptions = SUBSCRIPTION_PATHS;

/** The screen's one answer (subscription, plans, invoices, usage), its dates as ISO strings: the contract's type. */
export type WireOverview = DataOf<typeof subscriptions.current>;
export type WireSubscription = NonNullable<WireOverview['subscription']>;
export type WireInvoice = WireOverview['invoices'][number];

export const SUBSCRIPTION_QUERY_KEY = ['subscription', 'current'] as const;

export const fetchSubscription = (signal?: AbortSignal) =>
  dataProvider.call(subscriptions.current, { signal }).then((r) => r.data);

export const subscribeTo = (planId: string, cycle: BillingCycle) =>
  dataProvider.call(subscriptions.subscribe, { body: { planId, cycle } });

export const changePlanTo = (planId: string, cycle: BillingCycle) =>
  dataProvider.call(subscriptions.changePlan, { body: { planId, cycle } });

/** What a change of plan would bill, when and for which period (issue 31 item 1); changes nothing. */
export type WireQuote = DataOf<typeof subscriptions.changePlanQuote>;

export const fetchPlanChangeQuote = (planId: string, cycle: BillingCycle, signal?: AbortSignal) =>
  dataProvider.call(subscriptions.changePlanQuote, { query: { planId, cycle }, signal }).then((r) => r.data);

export const payInvoice = (invoiceId: string) =>
  dataProvider.call(subscriptions.invoicesPay, { params: { id: invoiceId }, body: {} });

/** Spec section 7: POST subscriptions/subscribed-landlords/cancel/{id}, no payload. */
export const cancelSubscription = (subscriptionId: string) =>
  dataProvider.call(subscriptions.subscribedLandlordsCancel, { params: { id: subscriptionId }, body: {} });
