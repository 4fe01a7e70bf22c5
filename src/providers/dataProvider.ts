import type { DataProvider, Identifier } from 'react-admin';
import { apiClient, type QueryValue } from '../api/httpClient';
import { callEndpoint } from '../api/callEndpoint';
import { resourcePath } from './resourcePaths';

/**
 * Records as the API sends them. react-admin lets each caller pick its record type, so the
 * wire type is `never` (assignable to whichever type the caller asked for).
 */
type WireRecord = never;

interface ListAnswer<T> {
  items: T[];
  total: number;
  /** Counts by status, where a list gives them (support tickets): the list context's `meta`. */
  counts?: Record<string, number>;
}
interface OneAnswer<T> {
  data: T;
}

/** Filters travel as plain query parameters; arrays as comma-separated lists. */
function filterQuery(filter: Record<string, unknown> = {}): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = Array.isArray(value) ? value.join(',') : (value as QueryValue);
  }
  return query;
}

/**
 * The API conventions of ARCHITECTURE.md as a react-admin data provider:
 * GET {resource}/list, GET {resource}/get/{id}, POST {resource}/create|update/{id}|delete/{id},
 * where {resource} is the API path of resourcePaths.ts (the resource name by default).
 */
export const dataProvider: DataProvider & {
  /**
   * Every call beside list, record, create, update and delete: one endpoint of a contract
   * (domain/contracts/), typed by it: `dataProvider.call(invoicesContract.endpoints.cancel,
   * { params: { id } })`. One generic method, not one per operation, so a screen's chunk carries
   * only the contracts it calls.
   */
  call: typeof callEndpoint;
} = {
  call: callEndpoint,

  async getList(resource, { pagination, sort, filter, signal }) {
    const answer = await apiClient.get<ListAnswer<WireRecord>>(`${resourcePath(resource)}/list`, {
      query: {
        page: pagination?.page ?? 1,
        pageSize: pagination?.perPage ?? 10,
        sort: sort?.field,
        order: sort?.order?.toLowerCase(),
        ...filterQuery(filter),
      },
      signal,
    });
    return {
      data: answer.items,
      total: answer.total,
      ...(answer.counts ? { meta: { counts: answer.counts } } : {}),
    };
  },

  async getOne(resource, { id, signal }) {
    const answer = await apiClient.get<OneAnswer<WireRecord>>(
      `${resourcePath(resource)}/get/${encodeURIComponent(id)}`,
      {
        signal,
      },
    );
    return { data: answer.data };
  },

  async getMany(resource, { ids, signal }) {
    const answer = await apiClient.get<ListAnswer<WireRecord>>(`${resourcePath(resource)}/list`, {
      query: { ids: ids.join(','), page: 1, pageSize: ids.length },
      signal,
    });
    return { data: answer.items };
  },

  async getManyReference(resource, { target, id, pagination, sort, filter, signal }) {
    return dataProvider.getList(resource, {
      pagination,
      sort,
      filter: { ...filter, [target]: id },
      signal,
    });
  },

  async create(resource, { data }) {
    const answer = await apiClient.post<OneAnswer<WireRecord>>(`${resourcePath(resource)}/create`, data);
    return { data: answer.data };
  },

  async update(resource, { id, data }) {
    const answer = await apiClient.post<OneAnswer<WireRecord>>(
      `${resourcePath(resource)}/update/${encodeURIComponent(id)}`,
      data,
    );
    return { data: answer.data };
  },

  async updateMany(resource, { ids, data }) {
    const done: Identifier[] = [];
    for (const id of ids) {
      await dataProvider.update(resource, { id, data, previousData: { id } });
      done.push(id);
    }
    return { data: done };
  },

  async delete(resource, { id, previousData }) {
    await apiClient.post(`${resourcePath(resource)}/delete/${encodeURIComponent(id)}`, {});
    return { data: (previousData ?? { id }) as WireRecord };
  },

  async deleteMany(resource, { ids }) {
    for (const id of ids)
      await apiClient.post(`${resourcePath(resource)}/delete/${encodeURIComponent(id)}`, {});
    return { data: ids };
  },
};
