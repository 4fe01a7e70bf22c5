import { QueryClient } from '@tanstack/react-query';
import { staleTimeOf } from './askedAhead';

/** The HTTP status an error from the API carries (ApiError, react-admin's HttpError), if any. */
const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * Whether a failed query is worth asking again (issue 31 item 10): a 4xx is the server's answer —
 * not found, forbidden, refused — and asking again would only keep the screen on "Loading…" for
 * the seconds react-query's back-off takes (a missing record showed "not found" after 3–8 s).
 * A network failure (status 0) or a 5xx may pass: up to 3 tries, as react-query does by default.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 3;
}

/**
 * The panel's one query client, given to <Admin>: its screens and our own useQuery calls share it.
 * Answers are stale at once, as by default, except one asked for ahead of its screen (askedAhead.ts).
 */
export const createPanelQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, staleTime: staleTimeOf } } });
