import type { PlanChangeQuoteRecord } from '../../domain/planChangeQuote';
import type { PlanRecord } from '../../domain/planSchemas';
import type {
  SubscriptionInvoiceRecord,
  SubscriptionOverview,
  SubscriptionRecord,
} from '../../domain/subscriptionSchemas';
import type { BillingCycle } from '../../domain/subscriptionFlow';
import { apiClient } from '../../src/api/httpClient';

/** The landlord's Subscription screen's calls to /api/subscriptions (issue 21 item 4). */

/** A record as JSON carries it: its dates are ISO strings. */
type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export type WireSubscription = Wire<SubscriptionRecord>;
export type WireInvoice = Wire<SubscriptionInvoiceRecord>;
export interface WireOverview {
  subscription: WireSubscription | null;
  plans: PlanRecord[];
  invoices: WireInvoice[];
  usage: SubscriptionOverview['usage'];
}

export const SUBSCRIPTION_QUERY_KEY = ['subscription', 'current'] as const;

export const fetchSubscription = (signal?: AbortSignal) =>
  apiClient.get<{ data: WireOverview }>('/subscriptions/current', { signal }).then((r) => r.data);

interface ChangeAnswer {
  message: string;
  data: { subscription: WireSubscription | null; invoice: WireInvoice | null; redirectUrl: string | null };
}

export const subscribeTo = (planId: string, cycle: BillingCycle) =>
  apiClient.post<ChangeAnswer>('/subscriptions/subscribe', { planId, cycle });

export const changePlanTo = (planId: string, cycle: BillingCycle) =>
  apiClient.post<ChangeAnswer>('/subscriptions/change-plan', { planId, cycle });

/** What a change of plan would bill, when and for which period (issue 31 item 1); changes nothing. */
export type WireQuote = Wire<PlanChangeQuoteRecord>;

export const fetchPlanChangeQuote = (planId: string, cycle: BillingCycle, signal?: AbortSignal) =>
  apiClient
    .get<{ data: WireQuote }>(
      `/subscriptions/change-plan/quote?${new URLSearchParams({ planId, cycle }).toString()}`,
      { signal },
    )
    .then((r) => r.data);

export const payInvoice = (invoiceId: string) =>
  apiClient.post<ChangeAnswer>(`/subscriptions/invoices/pay/${invoiceId}`, {});

/** Spec section 7: POST subscriptions/subscribed-landlords/cancel/{id}, no payload. */
export const cancelSubscription = (subscriptionId: string) =>
  apiClient.post<{ message: string; data: WireSubscription }>(
    `/subscriptions/subscribed-landlords/cancel/${subscriptionId}`,
    {},
  );
