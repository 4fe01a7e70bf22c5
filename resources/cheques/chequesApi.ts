import { CHEQUE_PATHS, CONTRACT_LIST_PATH } from '../../domain/contracts/panelPaths';
import type { ChequeState } from '../../domain/chequeStates';
import type { ChequeReplacement, ChequeSchedule } from '../../domain/chequeSchemas';
import type { DataOf, ItemOf } from '../../src/api/callEndpoint';
import { downloadFile } from '../../src/api/downloadFile';
import type { QueryValue } from '../../src/api/httpClient';
import { dataProvider } from '../../src/providers/dataProvider';

/*
 * The cheque register's calls beside react-admin's list and record (issue 34 item 2), each one
 * endpoint of domain/contracts/cheques.ts, typed by it.
 */
// Paths only (the dashboard's cheques card imports this file): no zod in the dashboard's chunks.
const E = CHEQUE_PATHS;
const CONTRACTS = CONTRACT_LIST_PATH;

export type ChequeRecord = ItemOf<typeof E.list>;
export type ChequeDetail = DataOf<typeof E.get>;
export type ProposedCheque = DataOf<typeof E.schedule>['proposed'][number];
export type DepositBatch = DataOf<typeof E.depositBatch>;
export type ContractChoice = ItemOf<typeof CONTRACTS.list>;

export const fetchChequePage = (query: Record<string, QueryValue>, signal?: AbortSignal) =>
  dataProvider.call(E.list, { query, signal });

export const fetchCheque = (id: string, signal?: AbortSignal) =>
  dataProvider.call(E.get, { params: { id }, signal }).then((a) => a.data);

export const moveCheque = (
  id: string,
  status: ChequeState,
  reason: string,
  replacement?: ChequeReplacement,
) =>
  dataProvider.call(E.status, {
    params: { id },
    body: { status, ...(reason ? { reason } : {}), ...(replacement ? { replacement } : {}) },
  });

/** What the schedule dialog asks for: the schedule body's own fields (domain/chequeSchemas.ts). */
export type ScheduleAsk = Pick<ChequeSchedule, 'contract_id' | 'bank' | 'first_number' | 'drawer_name'>;

export const proposeSchedule = (ask: ScheduleAsk) =>
  dataProvider.call(E.schedule, { body: { ...ask, dry_run: true } }).then((a) => a.data.proposed);

export const saveSchedule = (ask: ScheduleAsk, cheques: ProposedCheque[]) =>
  dataProvider.call(E.schedule, {
    body: {
      ...ask,
      dry_run: false,
      cheques: cheques.map(({ invoice_no: _no, ...c }) => c),
    },
  });

export const depositCheques = (ids: string[], depositAccount: string, note: string) =>
  dataProvider
    .call(E.depositBatch, {
      body: {
        cheque_ids: ids,
        ...(depositAccount ? { deposit_account: depositAccount } : {}),
        ...(note ? { note } : {}),
      },
    })
    .then((a) => a.data);

/** The slip of a batch (GET /api/cheques/deposit-slip/{id}), saved as deposit-slip-<date>.pdf. */
export const downloadDepositSlip = (batch: { id: string; created_at: string }) =>
  downloadFile(E.depositSlip, { id: batch.id }, `deposit-slip-${batch.created_at.slice(0, 10)}.pdf`);

/** The landlord's approved contracts (the schedule's and the form's choices). */
export const fetchContractChoices = (signal?: AbortSignal) =>
  dataProvider
    .call(CONTRACTS.list, { query: { status: 'approved', page: 1, pageSize: 100 }, signal })
    .then((a) => a.items.filter((c) => !c.expired));
