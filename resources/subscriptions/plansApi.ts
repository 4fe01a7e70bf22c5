import { plansContract } from '../../domain/contracts/plans';
import { superSubscriptionsContract } from '../../domain/contracts/super-subscriptions';
import type { PlanRecord } from '../../domain/planSchemas';
import type { AnswerOf, ItemOf } from '../../src/api/callEndpoint';
import type { QueryValue } from '../../src/api/httpClient';
import { dataProvider } from '../../src/providers/dataProvider';

/** The super admin's Plans and Subscriptions screens' calls to /api/super (issue 21 items 3 and 5). */

const plans = plansContract.endpoints;
const subscriptions = superSubscriptionsContract.endpoints;

export const PLANS_QUERY_KEY = ['super', 'plans'] as const;

export const fetchPlans = (signal?: AbortSignal) =>
  dataProvider.call(plans.list, { signal }).then((r) => r.items);

export type PlanBody = Omit<PlanRecord, 'id' | 'active' | 'subscribers'>;

export const savePlan = (id: string | null, body: PlanBody) =>
  id ? dataProvider.call(plans.update, { params: { id }, body }) : dataProvider.call(plans.create, { body });

export const setPlanOnSale = (id: string, onSale: boolean) =>
  dataProvider.call(onSale ? plans.unretire : plans.retire, { params: { id }, body: {} });

export interface SubscriptionFilter {
  state: string;
  planId: string;
}

/** A subscription row as the list answers it (its period's end as an ISO string): the contract's type. */
export type WireSubscriptionRow = ItemOf<typeof subscriptions.list>;

/** The list's page with its totals: the contract's type. */
export type SubscriptionPage = AnswerOf<typeof subscriptions.list>;

const query = (filter: SubscriptionFilter): Record<string, QueryValue> => ({
  state: filter.state || undefined,
  planId: filter.planId || undefined,
});

export const fetchSubscriptions = (filter: SubscriptionFilter, page: number, signal?: AbortSignal) =>
  dataProvider.call(subscriptions.list, { query: { ...query(filter), page, pageSize: 10 }, signal });

export const fetchSubscriptionsCsv = (filter: SubscriptionFilter) =>
  dataProvider.call(subscriptions.export, { query: query(filter) });

export const endSubscription = (id: string) =>
  dataProvider.call(subscriptions.end, { params: { id }, body: {} });

export const markInvoicePaid = (invoiceId: string) =>
  dataProvider.call(subscriptions.invoicesMarkPaid, { params: { id: invoiceId }, body: {} });
