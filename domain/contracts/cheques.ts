import { CHEQUE_READER } from '../accessRules';
import { chequeAnswers as A } from '../chequeRecord';
import {
  CHEQUE_MESSAGES as M,
  chequeDepositBatchSchema,
  chequeListQuerySchema,
  chequeScheduleSchema,
  chequeStatusSchema,
} from '../chequeSchemas';
import { idParams } from '../idParams';
import { chequePermissions } from './cheques.permissions';
import { defineContract } from './contract';

const READER = { permission: CHEQUE_READER, forbidden: M.noPermission };

/**
 * The cheques API resource (issue 34 item 1): the register of post-dated cheques, their moves
 * (domain/chequeStates.ts) and the schedule made from a contract. Scope comes from the token:
 * another landlord's cheque answers 404, a tenant sees its own, a limited manager its properties'.
 */
export const chequesContract = defineContract({
  name: 'cheques',
  path: '/api/cheques',
  permissions: [chequePermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/cheques/list',
      access: READER,
      operationId: 'chequesList',
      summary:
        'List cheques; filters: state, due_from/due_to, property_id, tenant_id, contract_id, bank, q (number or drawer), to_deposit=true (RECEIVED and due within 7 days, Kuwait time, overdue included)',
      query: chequeListQuerySchema,
      answers: A.list,
    },
    get: {
      method: 'GET',
      path: '/api/cheques/get/:id',
      access: READER,
      operationId: 'chequesGetById',
      summary: 'Get cheque by id, with its invoices and the history of its moves',
      params: idParams,
      answers: A.one,
    },
    create: {
      method: 'POST',
      path: '/api/cheques/create',
      access: { permission: 'Create Cheque', creates: true },
      operationId: 'chequesCreate',
      summary:
        'Create cheque: JSON {bank, cheque_no, drawer_name, amount, due_date, invoice_ids, custody?, custody_note?, notes?}, or multipart with it as `payload` and the photo as one `files` part',
      answers: A.one,
    },
    update: {
      method: 'POST',
      path: '/api/cheques/update/:id',
      access: { permission: 'Update Cheque' },
      operationId: 'chequesUpdateById',
      summary:
        'Update cheque by id (JSON or multipart as create; keep_photo: false removes the photo); the paper’s details only while RECEIVED',
      params: idParams,
      answers: A.one,
    },
    status: {
      method: 'POST',
      path: '/api/cheques/:id/status',
      access: { permission: 'Update Cheque' },
      operationId: 'chequesStatusById',
      summary:
        'Move cheque by id: {status, reason?, replacement?}. CLEARED records the payment (method cheque, dated the cheque’s date) with its receipt; BOUNCED charges the landlord’s fee on the next invoice and mails tenant and landlord; REPLACED needs replacement {cheque_no, bank?, drawer_name?, amount?, due_date?}',
      params: idParams,
      body: chequeStatusSchema,
      answers: A.one,
    },
    schedule: {
      method: 'POST',
      path: '/api/cheques/schedule',
      access: { permission: 'Create Cheque', creates: true },
      operationId: 'chequesSchedule',
      summary:
        'Schedule cheques from a contract: {contract_id, bank, first_number, drawer_name?, dry_run?, cheques?}. One cheque per rent month without a live cheque (the invoice’s balance when issued, else the rent), numbers counting up from first_number with its leading zeros. dry_run: true answers the proposal only; otherwise `cheques` (the edited proposal: cheque_no, amount, due_date, bank?, drawer_name?, invoice_ids?, period?) is saved, or the proposal as it stands when left out',
      body: chequeScheduleSchema,
      answers: A.schedule,
    },
    depositBatch: {
      method: 'POST',
      path: '/api/cheques/deposit-batch',
      access: { permission: 'Update Cheque' },
      operationId: 'chequesDepositBatch',
      summary:
        'Deposit cheques in one batch: {cheque_ids, deposit_account?, note?}. Every cheque moves RECEIVED → DEPOSITED in one transaction, or none does (422 naming the cheque that cannot move); answers the batch, whose slip is GET /api/cheques/deposit-slip/{id}',
      body: chequeDepositBatchSchema,
      answers: A.depositBatch,
    },
    depositSlip: {
      method: 'GET',
      path: '/api/cheques/deposit-slip/:id',
      // The landlord's side only: a slip lists several tenants' cheques.
      access: { permission: 'View Cheque', forbidden: M.noPermission },
      operationId: 'chequesDepositSlipById',
      summary:
        'Download the deposit slip of deposit batch by id (PDF, in the reader’s language): bank, date, each cheque and the total',
      params: idParams,
      answers: A.depositSlip,
    },
  },
});
