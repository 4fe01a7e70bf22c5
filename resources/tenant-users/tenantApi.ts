import { apiClient } from '../../src/api/httpClient';
import type { DocumentLink } from '../../domain/documents';

/** A tenant as GET /api/tenants/list and get/{id} answer it. */
export interface TenantRecord {
  id: string;
  firstName: string;
  lastName: string;
  firstNameAr: string;
  lastNameAr: string;
  email: string;
  phone: string | null;
  civilId: string;
  civilIdExpiry: string | null;
  nationality: string;
  status: string;
  documents: DocumentLink[];
}

/** A contract as GET /api/contracts/list and get/{id} answer it. */
export interface ContractRecord {
  id: string;
  tenantId: string;
  tenantName: string;
  /** The tenant's and the property's Arabic names ('' when none; issue 22 item 5). */
  tenantNameAr: string;
  propertyNameAr: string;
  tenantEmail: string;
  unitId: string;
  unitNo: string;
  unitStatus: string;
  propertyName: string;
  startDate: string;
  endDate: string;
  monthlyRent: string;
  securityDeposit: string;
  paymentDueDay: number;
  status: 'requested' | 'approved' | 'rejected' | 'terminated';
  expired: boolean;
  documents: DocumentLink[];
}

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

interface Answer<T> {
  message: string;
  data: T;
}

export const saveTenant = (id: string | undefined, payload: unknown, files: FormFile[]) =>
  apiClient.post<Answer<TenantRecord>>(
    id ? `/tenants/update/${id}` : '/tenants/create',
    payloadForm(payload, files),
  );

export type ContractAction = 'approve' | 'reject' | 'terminate' | 'renew';

export const decideContract = (id: string, action: ContractAction, body: Record<string, unknown> = {}) =>
  apiClient.post<Answer<ContractRecord>>(`/contracts/${action}/${id}`, body);

export const requestContract = (payload: unknown, files: FormFile[]) =>
  apiClient.post<Answer<ContractRecord>>('/contracts/create', payloadForm(payload, files));

/** A vacant unit for the request form (GET /api/property-units/list?status=vacant). */
export interface VacantUnit {
  id: string;
  unitNo: string;
  propertyName?: string;
  /** The property's Arabic name, when the units list carries it (issue 22 item 5). */
  propertyNameAr?: string;
  monthlyRent: string;
}

export const fetchVacantUnits = (signal?: AbortSignal) =>
  apiClient
    .get<{ items: VacantUnit[] }>('/property-units/list', {
      query: { status: 'vacant', page: 1, pageSize: 100 },
      signal,
    })
    .then((a) => a.items);
