import type { FetchQueryOptions, Query, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * How long an answer asked for ahead of its screen (at the click on a menu entry) counts as fresh:
 * the time the screen takes to be drawn and read it, so it does not ask again for what has just
 * arrived. Every other answer is stale at once, react-query's default.
 */
const FRESH_FOR_ITS_SCREEN_MS = 3_000;

/** Queries answered ahead of their screen, with the moment of that answer. */
const answeredAhead = new WeakMap<Query, number>();

/**
 * Asks for a screen's first answer before the screen is drawn (src/registry/firstPage.ts), into
 * react-query's cache under the key the screen reads. Once drawn the screen finds it in flight, or
 * answered and still fresh: one request, not two. Resolves once answered (or failed).
 */
export function askedAhead<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  return queryClient.prefetchQuery(options).then(() => {
    const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (query?.state.status === 'success') answeredAhead.set(query, query.state.dataUpdatedAt);
  });
}

/**
 * The panel's default `staleTime`: an answer asked for ahead of its screen is fresh for the
 * moment its screen takes to read it; any later answer to the same query is stale at once.
 */
export const staleTimeOf = (query: Query): number =>
  answeredAhead.get(query) === query.state.dataUpdatedAt ? FRESH_FOR_ITS_SCREEN_MS : 0;
