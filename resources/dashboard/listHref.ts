/*
 * A dashboard card opens the list whose rows make up its figure. react-admin lists read their
 * filters from the URL as `?filter={json}&sort=…&order=…`; TENANT PAYMENTS keeps its date range as
 * plain `?dateFrom=…&dateTo=…` (resources/payments/useDateRangeParams.ts). This builds either.
 */

/** Screens that read plain query parameters rather than react-admin's `filter` JSON. */
const PLAIN_QUERY_SCREENS = new Set(['/tenant-payments/list']);

export const PANEL_BASE = '/admin-panel';

export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

/** '/admin-panel' + screen + the query that makes the list show exactly `filter`. */
export function listHref(screen: string, filter: Record<string, string> = {}, sort?: ListSort): string {
  const params = new URLSearchParams();
  if (PLAIN_QUERY_SCREENS.has(screen)) {
    for (const [key, value] of Object.entries(filter)) params.set(key, value);
  } else if (Object.keys(filter).length) {
    params.set('filter', JSON.stringify(filter));
  }
  if (sort) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  const query = params.toString();
  return `${PANEL_BASE}${screen}${query ? `?${query}` : ''}`;
}

/**
 * A link the API sends as a screen with plain parameters ('/landlords/list?status=pending'), turned
 * into the list URL that applies them as filters.
 */
export function hrefFromApiLink(link: string): string {
  const [screen = '', query = ''] = link.split('?');
  return listHref(screen, Object.fromEntries(new URLSearchParams(query)));
}
