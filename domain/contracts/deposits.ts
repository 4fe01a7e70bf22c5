import { DEPOSIT_READER } from '../accessRules';
import { depositAnswers as A } from '../depositRecord';
import {
  DEPOSIT_MESSAGES as M,
  depositDeductSchema,
  depositListQuerySchema,
  depositReceiveSchema,
  depositRefundSchema,
} from '../depositSchemas';
import { idParams } from '../idParams';
import { depositPermissions } from './deposits.permissions';
import { defineContract } from './contract';

const READER = { permission: DEPOSIT_READER, forbidden: M.noPermission };

/**
 * The security deposits API resource (issue 34 item 3): one deposit per contract (its id is the
 * contract's), what was received, the deductions at move-out and the refund, and the move-out
 * settlement statement. Money held, never income: no collection figure reads it. Scope comes from
 * the token: another landlord's deposit answers 404, a tenant sees its own, a limited manager its
 * properties'.
 */
export const depositsContract = defineContract({
  name: 'deposits',
  path: '/api/deposits',
  permissions: [depositPermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/deposits/list',
      access: READER,
      operationId: 'depositsList',
      summary:
        'List security deposits (one per contract with a deposit agreed or moved); filters: state (NOT_RECEIVED, HELD, SETTLED), property_id, tenant_id, contract_id, q (tenant, property or unit)',
      query: depositListQuerySchema,
      answers: A.list,
    },
    get: {
      method: 'GET',
      path: '/api/deposits/get/:id',
      access: READER,
      operationId: 'depositsGetById',
      summary: 'Get the deposit of contract by id, with its receipts, deductions, refunds and the arrears',
      params: idParams,
      answers: A.one,
    },
    receive: {
      method: 'POST',
      path: '/api/deposits/:id/receive',
      access: { permission: 'Create Deposit' },
      operationId: 'depositsReceiveById',
      summary:
        'Record deposit money received for contract by id: {amount, method (cash, cheque, bank_transfer, knet, other), reference?, date?, note?}; never more than the deposit agreed',
      params: idParams,
      body: depositReceiveSchema,
      answers: A.one,
    },
    deduct: {
      method: 'POST',
      path: '/api/deposits/:id/deduct',
      access: { permission: 'Update Deposit' },
      operationId: 'depositsDeductById',
      summary:
        'Record a move-out deduction from the deposit of contract by id: {amount, reason (damages, arrears, cleaning, utilities, other), note?, date?}; never more than it holds',
      params: idParams,
      body: depositDeductSchema,
      answers: A.one,
    },
    refund: {
      method: 'POST',
      path: '/api/deposits/:id/refund',
      access: { permission: 'Update Deposit' },
      operationId: 'depositsRefundById',
      summary:
        'Record the refund of the deposit of contract by id: {amount, method, reference?, date?, note?}; 422 while it exceeds what was received less deductions and refunds',
      params: idParams,
      body: depositRefundSchema,
      answers: A.one,
    },
    pdf: {
      method: 'GET',
      path: '/api/deposits/pdf/:id',
      access: READER,
      operationId: 'depositsPdfById',
      summary:
        'Download the move-out settlement statement of the deposit of contract by id (PDF, in the reader’s language)',
      params: idParams,
      answers: A.pdf,
    },
  },
});
