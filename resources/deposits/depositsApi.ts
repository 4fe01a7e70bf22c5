import { depositsContract } from '../../domain/contracts/deposits';
import type { DepositDetail, DepositRecord } from '../../domain/depositRecord';
import type { DepositState } from '../../domain/depositSchemas';
import { downloadFile } from '../../src/api/downloadFile';
import { dataProvider } from '../../src/providers/dataProvider';

/** Security deposits' calls to /api/deposits (issue 34 item 3). */

const E = depositsContract.endpoints;

export type { DepositDetail, DepositRecord };

export const fetchDeposits = (
  filter: { q: string; state: '' | DepositState },
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) =>
  dataProvider.call(E.list, {
    query: { q: filter.q || undefined, state: filter.state || undefined, page, pageSize },
    signal,
  });

export const fetchDeposit = (id: string, signal?: AbortSignal) =>
  dataProvider.call(E.get, { params: { id }, signal }).then((r) => r.data);

export type MoveKind = 'receive' | 'deduct' | 'refund';

/** A move as the dialog sends it; the server checks it with the contract's schema. */
export interface MoveInput {
  amount: string;
  method?: string;
  reason?: string;
  reference?: string;
  note?: string;
}

export function moveDeposit(id: string, kind: MoveKind, input: MoveInput) {
  const note = input.note?.trim() || null;
  if (kind === 'deduct')
    return dataProvider.call(E.deduct, {
      params: { id },
      body: { amount: input.amount, reason: input.reason as never, note },
    });
  const body = {
    amount: input.amount,
    method: input.method as never,
    reference: input.reference?.trim() || null,
    note,
  };
  return dataProvider.call(kind === 'receive' ? E.receive : E.refund, { params: { id }, body });
}

/** The move-out settlement statement (GET /api/deposits/pdf/{id}). */
export const downloadSettlementPdf = (deposit: { id: string; unit_no: string }) =>
  downloadFile(E.pdf, { id: deposit.id }, `deposit-settlement-${deposit.unit_no}.pdf`);

/** The catalogue key of a method's label: the payments' own for cash and cheque. */
export const methodKey = (method: string) =>
  method === 'other' ? 'securityDeposits.method.other' : `paymentMethods.${method}`;
