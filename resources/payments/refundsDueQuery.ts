import type { QueryFunctionContext } from '@tanstack/react-query';
import { fetchRefundsDue } from './refundApi';

export const REFUNDS_DUE_KEY = ['online-payments', 'refunds-due'] as const;

/** The refunds due alert's query (RefundsDueAlert.tsx), also asked at the menu's click. */
export const refundsDueQuery = (actorId: string | null) => ({
  queryKey: [...REFUNDS_DUE_KEY, actorId],
  queryFn: ({ signal }: QueryFunctionContext) => fetchRefundsDue(actorId, signal),
  retry: false,
});
