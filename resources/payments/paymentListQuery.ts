import type { QueryFunctionContext } from '@tanstack/react-query';
import type { LoggedInUser } from '../../domain/user';
import { askedAhead } from '../../src/api/askedAhead';
import type { FirstPage } from '../../src/registry/firstPage';
import { actsAcrossLandlords } from '../landlords/LandlordSelect';
import { fetchPayments, type PaymentListQuery } from './manualPaymentApi';
import { API_DATE_FORMAT, defaultDateRange, PAGE_SIZE } from './paymentDisplay';
import { refundsDueQuery } from './refundsDueQuery';

export const LIST_KEY = ['manual-payments', 'list'] as const;

/** The list's query under `query`: the page reads it, the menu's click asks its first page ahead. */
export const paymentListQuery = (query: PaymentListQuery) => ({
  queryKey: [...LIST_KEY, query],
  queryFn: ({ signal }: QueryFunctionContext) => fetchPayments(query, signal),
});

/** Whose payments the page shows: one landlord's, or every landlord's for the super admin until it picks one. */
export const paymentsActor = (
  user: Pick<LoggedInUser, 'landlordId' | 'role'> | null,
  landlordFilter: string | null,
) => {
  const landlordId = user?.landlordId ?? null;
  return actsAcrossLandlords(user?.role.key ?? null, landlordId) ? landlordFilter : landlordId;
};

/** TENANT PAYMENTS as a menu click opens it: the first page of the default range, then the refunds due. */
export const paymentsFirstPage: FirstPage = ({ queryClient, user }) => {
  const range = defaultDateRange();
  const actorId = paymentsActor(user, null);
  const rows = askedAhead(
    queryClient,
    paymentListQuery({
      q: '',
      page: 1,
      pageSize: PAGE_SIZE,
      dateFrom: range.from.format(API_DATE_FORMAT),
      dateTo: range.to.format(API_DATE_FORMAT),
      actorId,
    }),
  );
  void askedAhead(queryClient, refundsDueQuery(actorId));
  return rows;
};
