import { isAborted } from '../../src/api/httpClient';
import { isApiError } from '../../src/api/ApiError';
import type { CollectionSort } from '../../domain/collectionSchemas';
import { collectionsContract } from '../../domain/contracts/collections';
import type { AnswerOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';
import { sharedMessageKey } from '../../src/i18n/sharedMessageKey';

export const COLLECTION_STATUSES = ['Received', 'Partially paid', 'Pending', 'Overdue'] as const;

/** The report's row and totals are the API's own (domain/collectionSchemas.ts), not a copy. */
export type { CollectionRow, CollectionListTotals as CollectionTotals } from '../../domain/collectionSchemas';

export type CollectionsAnswer = AnswerOf<typeof collectionsContract.endpoints.get>;

// The sortable columns are the contract's (one declaration for the server and the panel).
export { COLLECTION_SORTS, type CollectionSort } from '../../domain/collectionSchemas';
export type SortOrder = 'asc' | 'desc';

export interface CollectionsQuery {
  landlordId: string;
  q: string;
  page: number;
  pageSize: number;
  sort: CollectionSort | null;
  order: SortOrder;
}

/** Spec section 8, collections. */
export const COLLECTION_MESSAGES = {
  missingLandlord: 'Missing landlord_id',
  loadFailed: 'Failed to load collections',
  exception: 'Something went wrong',
} as const;

/** Their catalogue keys: the toast translates them (an answer's own message is shown as it came). */
export const collectionMessageKey = (text: string): string | undefined => {
  const name = (Object.keys(COLLECTION_MESSAGES) as (keyof typeof COLLECTION_MESSAGES)[]).find(
    (key) => COLLECTION_MESSAGES[key] === text,
  );
  return name ? sharedMessageKey(`payments.collections.messages.${name}`, text) : undefined;
};

/** A collection status's catalogue key ('Partially paid' → …status.partially_paid). */
export const collectionStatusKey = (status: string): string =>
  `payments.collections.status.${status.toLowerCase().replace(/\s+/g, '_')}`;

export function fetchCollections(query: CollectionsQuery, signal?: AbortSignal): Promise<CollectionsAnswer> {
  return dataProvider.call(collectionsContract.endpoints.get, {
    query: {
      landlord_id: query.landlordId,
      q: query.q || undefined,
      page: query.page,
      pageSize: query.pageSize,
      sort: query.sort ?? undefined,
      order: query.sort ? query.order : undefined,
    },
    signal,
  });
}

/**
 * The red toast for a failed collections load: an unsuccessful answer shows its message (or
 * 'Failed to load collections' without one); an exception shows 'Something went wrong'.
 */
export function collectionsFailureText(err: unknown): string | null {
  if (isAborted(err)) return null;
  if (isApiError(err) && err.status >= 200 && err.status < 300) {
    const message = (err.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() ? message : COLLECTION_MESSAGES.loadFailed;
  }
  return COLLECTION_MESSAGES.exception;
}
