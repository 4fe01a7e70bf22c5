import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { pageNumber, useListParams } from '../../src/routing/useListParams';
import {
  COLLECTION_MESSAGES,
  COLLECTION_SORTS,
  collectionMessageKey,
  collectionsFailureText,
  fetchCollections,
  type CollectionSort,
  type CollectionsQuery,
  type SortOrder,
} from './collectionsApi';
import { CollectionCards } from './CollectionCards';
import { CollectionSummaryCards } from './CollectionSummaryCards';
import { CollectionTable } from './CollectionTable';
import { PAGE_SIZE } from './paymentDisplay';
import { SearchBox } from './SearchBox';
import { SpecPagination } from './SpecPagination';

export const COLLECTION_REPORTS_TITLE = 'COLLECTION REPORTS';

/** collection-reports/list (spec section 2): the landlord's collections with totals, 10 a page. */
export default function CollectionReportsPage() {
  const { user } = useCurrentUser();
  const notify = useNotify();
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const landlordId = user?.landlordId ?? null;
  // Page, search and sort live in the address: reload and Back keep them.
  const [listParams, setListParams] = useListParams({ q: '', page: '1', sort: '', order: 'asc' });
  const q = listParams.q;
  const page = pageNumber(listParams.page);
  const setPage = (next: number) => setListParams({ page: String(next) });
  const sorting = useMemo(
    () => ({
      sort: (COLLECTION_SORTS as readonly string[]).includes(listParams.sort)
        ? (listParams.sort as CollectionSort)
        : null,
      order: (listParams.order === 'desc' ? 'desc' : 'asc') as SortOrder,
    }),
    [listParams.sort, listParams.order],
  );

  const query: CollectionsQuery | null = useMemo(
    () => (landlordId ? { landlordId, q, page, pageSize: PAGE_SIZE, ...sorting } : null),
    [landlordId, q, page, sorting],
  );
  const list = useQuery({
    queryKey: ['collections', 'list', query],
    queryFn: ({ signal }) => fetchCollections(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

  // Spec section 8: no landlord id → 'Missing landlord_id' and no call.
  useEffect(() => {
    if (!landlordId) notify(collectionMessageKey(COLLECTION_MESSAGES.missingLandlord)!, { type: 'error' });
  }, [landlordId, notify]);
  useEffect(() => {
    const text = list.error ? collectionsFailureText(list.error) : null;
    if (text) notify(collectionMessageKey(text) ?? text, { type: 'error', messageArgs: { _: text } });
  }, [list.error, notify]);

  // A header click sorts ascending, a second click on it descending.
  const onHeaderSort = (sort: CollectionSort) => {
    const order = sorting.sort === sort && sorting.order === 'asc' ? 'desc' : 'asc';
    setListParams({ sort, order, page: '1' });
  };
  const onPickSort = (sort: CollectionSort, order: SortOrder) => {
    setListParams({ sort, order, page: '1' });
  };
  const rows = list.data?.items ?? [];

  return (
    <>
      <Title title={translate('payments.collections.title')} />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 600, mt: 1, mb: 2 }}>
        {translate('payments.collections.title')}
      </Typography>
      <CollectionSummaryCards totals={list.data?.totals} />
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ mb: 2 }}>
            <SearchBox
              placeholder={translate('payments.collections.search')}
              initial={q}
              onSearch={(text) => {
                // Enter on the same search on page 1 asks again rather than doing nothing.
                if (text === q && page === 1) void list.refetch();
                setListParams({ q: text, page: '1' });
              }}
            />
          </Stack>
          {isPhone ? (
            <CollectionCards rows={rows} {...sorting} onSort={onPickSort} loading={list.isFetching} />
          ) : (
            <CollectionTable rows={rows} {...sorting} onSort={onHeaderSort} loading={list.isFetching} />
          )}
          <SpecPagination page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onChange={setPage} />
        </CardContent>
      </Card>
    </>
  );
}
