import { contractDecisionsContract } from '../../domain/contracts/contract-decisions';
import { contractsContract } from '../../domain/contracts/contracts';
import { propertyUnitsContract } from '../../domain/contracts/property-units';
import { tenantsContract } from '../../domain/contracts/tenants';
import type { ItemOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';

const tenants = tenantsContract.endpoints;

/** A tenant as GET /api/tenants/list answers it (get/{id} adds its contracts): the contract's type. */
export type TenantRecord = ItemOf<typeof tenants.list>;

/** A contract as GET /api/contracts/list and get/{id} answer it: the contract's type. */
export type ContractRecord = ItemOf<typeof contractsContract.endpoints.list>;

/** react-admin's FileInput keeps each chosen file as `{ rawFile }`; stored ones have a key. */
export interface FormFile {
  rawFile?: File;
  key?: string;
}

/** ARCHITECTURE.md's multipart body: the JSON `payload` and the new documents as repeated `files`. */
export function payloadForm(payload: unknown, files: FormFile[] = []): FormData {
  const body = new FormData();
  body.append('payload', JSON.stringify(payload));
  for (const f of files) if (f.rawFile) body.append('files', f.rawFile, f.rawFile.name);
  return body;
}

export const saveTenant = (id: string | undefined, payload: unknown, files: FormFile[]) =>
  id
    ? dataProvider.call(tenants.update, { params: { id }, body: payloadForm(payload, files) })
    : dataProvider.call(tenants.create, { body: payloadForm(payload, files) });

export type ContractAction = 'approve' | 'reject' | 'terminate' | 'renew';

export const decideContract = (id: string, action: ContractAction, body: Record<string, unknown> = {}) =>
  dataProvider.call(contractDecisionsContract.endpoints[action], { params: { id }, body });

export const requestContract = (payload: unknown, files: FormFile[]) =>
  dataProvider.call(contractsContract.endpoints.create, { body: payloadForm(payload, files) });

/** A vacant unit for the request form (GET /api/property-units/list?status=vacant): the contract's type. */
export type VacantUnit = ItemOf<typeof propertyUnitsContract.endpoints.list>;

export const fetchVacantUnits = (signal?: AbortSignal) =>
  dataProvider
    .call(propertyUnitsContract.endpoints.list, {
      query: { status: 'vacant', page: 1, pageSize: 100 },
      signal,
    })
    .then((a) => a.items);
