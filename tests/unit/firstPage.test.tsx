// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { CoreAdminContext, ListBase, memoryStore, useListContext, type DataProvider } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createPanelQueryClient } from '../../src/api/queryClient';
import { listFirstPage, type ListQuery } from '../../src/registry/firstPage';

afterEach(cleanup);

const PROPERTIES = [
  { id: 'p1', name: 'Salmiya Tower' },
  { id: 'p2', name: 'Hawalli Court' },
];

/** A data provider that records every list it is asked for, and answers the two properties. */
function recordingProvider() {
  const asked: unknown[] = [];
  const dataProvider = {
    getList: async (resource: string, params: unknown) => {
      asked.push([resource, params]);
      return { data: PROPERTIES, total: PROPERTIES.length };
    },
  } as unknown as DataProvider;
  return { asked, dataProvider };
}

const authProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  canAccess: async () => true,
};

function Names() {
  const { data, isPending } = useListContext<{ id: string; name: string }>();
  if (isPending || !data) return <p>loading</p>;
  return (
    <ul>
      {data.map((p) => (
        <li key={p.id}>{p.name}</li>
      ))}
    </ul>
  );
}

const LIST: ListQuery = { resource: 'property', perPage: 10, sort: { field: 'createdAt', order: 'DESC' } };

describe('a list asked for at the click (listFirstPage)', () => {
  it('is found by the list once drawn: its rows at the first render, and one request in all', async () => {
    const { asked, dataProvider } = recordingProvider();
    const queryClient = createPanelQueryClient();
    const store = memoryStore();
    await listFirstPage(LIST)({ queryClient, dataProvider, authProvider, store, user: null });
    expect(asked).toHaveLength(1);

    render(
      <CoreAdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        queryClient={queryClient}
        store={store}
      >
        <ListBase {...LIST}>
          <Names />
        </ListBase>
      </CoreAdminContext>,
    );
    // Drawn with its rows straight away: neither a loading state nor a second request.
    expect(screen.getByText('Salmiya Tower')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(await screen.findByText('Hawalli Court')).toBeTruthy();
    expect(asked).toHaveLength(1);
  });

  it('asks for the page, sort and filters the list was left with (react-admin keeps them)', async () => {
    const { asked, dataProvider } = recordingProvider();
    const store = memoryStore({
      'property.listParams': {
        sort: 'name',
        order: 'ASC',
        page: 2,
        perPage: 25,
        filter: { type: 'building' },
        displayedFilters: { type: true },
      },
    });
    const context = { queryClient: createPanelQueryClient(), dataProvider, authProvider, store, user: null };
    await listFirstPage(LIST)(context);
    expect(asked).toEqual([
      [
        'property',
        {
          pagination: { page: 2, perPage: 25 },
          sort: { field: 'name', order: 'ASC' },
          filter: { type: 'building' },
          meta: undefined,
        },
      ],
    ]);
  });
});
