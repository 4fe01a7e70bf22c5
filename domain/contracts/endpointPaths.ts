import type { ResourceContract } from './contract';

/**
 * A few endpoints of a contract as the panel calls them: their method and path only, typed as the
 * contract's endpoints (issue 37 item 4). `dataProvider.call` needs nothing else at run time, and
 * importing the contract itself would bring its zod schemas (and zod) into the chunk that calls
 * it; the contract is imported here by type only. The method and path must be the contract's own:
 * any other string does not type-check.
 *
 *   const E = endpointPaths<typeof chequesContract>()({
 *     list: { method: 'GET', path: '/api/cheques/list' },
 *   });
 *   dataProvider.call(E.list, { query });  // typed as chequesContract.endpoints.list
 *
 * Only for what the panel loads before the dashboard's figures show (bench/README.md); a
 * screen's own chunk may import its contract.
 */
export const endpointPaths =
  <C extends ResourceContract>() =>
  <const T extends { [K in keyof C['endpoints']]?: Pick<C['endpoints'][K], 'method' | 'path'> }>(table: T) =>
    table as unknown as { readonly [K in keyof T & keyof C['endpoints']]: C['endpoints'][K] };
