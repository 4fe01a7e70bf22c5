import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPaymentAttempt } from './onlinePaymentsApi';
import { MAX_POLLS, outcomeOf, POLL_INTERVAL_MS } from './onlinePaymentRules';

/**
 * The attempt as the server knows it. While the gateway has not decided (created, pending,
 * unknown) it is asked again every 2 s, up to MAX_POLLS times; `gaveUp` then says the page stopped
 * asking (the reconciler keeps asking the gateway, and the tenant can refresh).
 */
export function usePaymentAttempt(attemptId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = ['online-payments', 'attempt', attemptId];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPaymentAttempt(attemptId!, signal),
    enabled: attemptId !== null,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (q) => {
      const attempt = q.state.data;
      if (!attempt || outcomeOf(attempt.state) !== 'waiting') return false;
      return q.state.dataUpdateCount < MAX_POLLS ? POLL_INTERVAL_MS : false;
    },
  });
  const waiting = query.data ? outcomeOf(query.data.state) === 'waiting' : false;
  // Read at each render, which each answer causes: how many answers this attempt has had.
  const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const gaveUp = waiting && answers >= MAX_POLLS;
  return { ...query, gaveUp };
}
