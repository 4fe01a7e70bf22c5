import { propertyOwnersContract } from '../../domain/contracts/property-owners';
import type { OwnerRecord, PayoutRecord, PropertyShares } from '../../domain/ownerRecord';
import type { FeeKind, PayoutMethod } from '../../domain/ownerSchemas';
import { dataProvider } from '../../src/providers/dataProvider';

/** Owners' calls to /api/property-owners (issue 36 item 3), typed by the contract. */

export const O = propertyOwnersContract.endpoints;
export type { OwnerRecord, PayoutRecord, PropertyShares };

export const fetchOwners = (signal?: AbortSignal) =>
  dataProvider.call(O.list, { query: { page: 1, pageSize: 100 }, signal }).then((r) => r.items);

export const fetchShares = (signal?: AbortSignal) =>
  dataProvider.call(O.shares, { signal }).then((r) => r.data);

export const fetchPayouts = (page: number, pageSize: number, signal?: AbortSignal) =>
  dataProvider.call(O.payouts, { query: { page, pageSize }, signal });

export const addOwner = (input: { first_name: string; last_name: string; email: string }) =>
  dataProvider.call(O.create, { body: input });

/** The fields of the Edit owner dialog; '' clears the phone or the language. */
export interface OwnerEdit {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  language: '' | 'en' | 'ar';
}

export const editOwner = (id: string, input: OwnerEdit) =>
  dataProvider.call(O.update, { params: { id }, body: input });

export const disableOwner = (id: string) => dataProvider.call(O.disable, { params: { id } });

export const enableOwner = (id: string) => dataProvider.call(O.enable, { params: { id } });

export const saveShares = (
  propertyId: string,
  input: { owners: { owner_id: string; share: string }[]; fee_kind: FeeKind; fee_value: string },
) => dataProvider.call(O.setShares, { params: { id: propertyId }, body: input });

export const recordPayout = (input: {
  owner_id: string;
  date: string;
  amount: string;
  method: PayoutMethod;
  note: string | null;
}) => dataProvider.call(O.payoutCreate, { body: input });

export const removePayout = (id: string) => dataProvider.call(O.payoutDelete, { params: { id } });
