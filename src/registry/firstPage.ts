import type { QueryClient } from '@tanstack/react-query';
import {
  getQuery,
  type AuthProvider,
  type DataProvider,
  type FilterPayload,
  type SortPayload,
  type Store,
} from 'react-admin';
import type { LoggedInUser } from '../../domain/user';
import { askedAhead } from '../api/askedAhead';

/** What a screen needs to ask for its first answer before it is drawn. */
export interface FirstPageContext {
  queryClient: QueryClient;
  /** react-admin's data provider as its hooks use it (errors end the session as theirs do). */
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  /** react-admin's store, where a list keeps the page, sort and filters it was left with. */
  store: Store;
  /** The signed-in user as stored at sign-in and kept fresh by the layout. */
  user: LoggedInUser | null;
}

/**
 * A list screen's first answer asked for at the click on its menu entry (issue 37 item 3), in
 * parallel with the screen's drawing, into react-query's cache under the very key the screen reads:
 * the screen then finds it there, in flight or answered. A screen module exports it as `firstPage`
 * beside its component; src/registry/lazyScreen.ts calls it once the module is here. Resolves once
 * the rows (what the screen shows first) have been answered.
 */
export type FirstPage = (context: FirstPageContext) => Promise<void>;

/** The props of a react-admin `<List>` that decide which page it asks for first. */
export interface ListQuery {
  resource: string;
  perPage: number;
  sort: SortPayload;
  /** Filters the list always applies (`<List filter>`). */
  filter?: FilterPayload;
  filterDefaultValues?: FilterPayload;
  /** Where the list keeps its parameters, when not react-admin's `${resource}.listParams`. */
  storeKey?: string;
}

/** The list parameters react-admin's store starts with (ra-core's useListParams). */
const NO_STORED_PARAMS = {
  sort: null,
  order: null,
  page: 1,
  perPage: null,
  filter: {},
  displayedFilters: {},
};

/**
 * The first page of a react-admin `<List>` given `list` as its props: the query key and call of
 * ra-core's useListController (its page, sort and filters from the store as it reads them, the
 * address being the menu's, without parameters), and its access check, so that the list asks
 * for nothing and waits for no check once drawn. Spread the same `list` into the `<List>`.
 * `alongside` asks for what the screen shows with the rows, under the list's filters.
 */
export const listFirstPage =
  (list: ListQuery, alongside?: (filter: FilterPayload, context: FirstPageContext) => void): FirstPage =>
  (context) => {
    const { queryClient, dataProvider, authProvider, store } = context;
    const { resource } = list;
    const query = getQuery({
      queryFromLocation: {},
      params: store.getItem(list.storeKey ?? `${resource}.listParams`, NO_STORED_PARAMS),
      filterDefaultValues: list.filterDefaultValues,
      sort: list.sort,
      perPage: list.perPage,
    });
    const params = {
      pagination: { page: query.page, perPage: query.perPage },
      sort: { field: query.sort, order: query.order },
      filter: { ...query.filter, ...list.filter },
      meta: undefined,
    };
    // useAuthenticated's and useRequireAccess's queries (ra-core): answered, they let the list's
    // own query start on its first render instead of one render later.
    // (Asked like theirs, without retries.)
    void queryClient.prefetchQuery({
      queryKey: ['auth', 'checkAuth', {}],
      queryFn: () => authProvider.checkAuth({}).then(() => true),
      retry: false,
    });
    const { canAccess } = authProvider;
    if (canAccess)
      void queryClient.prefetchQuery({
        queryKey: ['auth', 'canAccess', { action: 'list', resource, enabled: true }],
        queryFn: () => canAccess({ action: 'list', resource }),
        retry: false,
      });
    const rows = askedAhead(queryClient, {
      queryKey: [resource, 'getList', params],
      queryFn: () =>
        dataProvider
          .getList(resource, params)
          .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    });
    // What the screen shows beside the rows (counts), asked after them: the embedded database
    // answers one query at a time.
    alongside?.(query.filter, context);
    return rows;
  };
