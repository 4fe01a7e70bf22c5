import type { PlanRecord } from '../../domain/planSchemas';
import type { SuperSubscriptionRow } from '../../domain/subscriptionSchemas';
import { apiClient, type QueryValue } from '../../src/api/httpClient';

/** The super admin's Plans and Subscriptions screens' calls to /api/super (issue 21 items 3 and 5). */

export const PLANS_QUERY_KEY = ['super', 'plans'] as const;

export const fetchPlans = (signal?: AbortSignal) =>
  apiClient.get<{ items: PlanRecord[] }>('/super/plans/list', { signal }).then((r) => r.items);

export type PlanBody = Omit<PlanRecord, 'id' | 'active' | 'subscribers'>;

export const savePlan = (id: string | null, body: PlanBody) =>
  apiClient.post<{ message: string; data: PlanRecord }>(
    id ? `/super/plans/update/${id}` : '/super/plans/create',
    body,
  );

export const setPlanOnSale = (id: string, onSale: boolean) =>
  apiClient.post<{ message: string; data: PlanRecord }>(
    `/super/plans/${onSale ? 'unretire' : 'retire'}/${id}`,
    {},
  );

export interface SubscriptionFilter {
  state: string;
  planId: string;
}

export type WireSubscriptionRow = Omit<SuperSubscriptionRow, 'currentPeriodEnd'> & {
  currentPeriodEnd: string;
};

export interface SubscriptionPage {
  items: WireSubscriptionRow[];
  total: number;
  totalPages: number;
  totals: { subscriptions: number; mrr: string; byState: Record<string, number> };
}

const query = (filter: SubscriptionFilter): Record<string, QueryValue> => ({
  state: filter.state || undefined,
  planId: filter.planId || undefined,
});

export const fetchSubscriptions = (filter: SubscriptionFilter, page: number, signal?: AbortSignal) =>
  apiClient.get<SubscriptionPage>('/super/subscriptions/list', {
    query: { ...query(filter), page, pageSize: 10 },
    signal,
  });

export const fetchSubscriptionsCsv = (filter: SubscriptionFilter) =>
  apiClient.get<string>('/super/subscriptions/export', { query: query(filter) });

export const endSubscription = (id: string) =>
  apiClient.post<{ message: string }>(`/super/subscriptions/end/${id}`, {});

export const markInvoicePaid = (invoiceId: string) =>
  apiClient.post<{ message: string }>(`/super/subscriptions/invoices/mark-paid/${invoiceId}`, {});
