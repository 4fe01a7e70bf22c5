import { idParams } from '../idParams';
import {
  invoiceLookupQuerySchema,
  manualPaymentCreateQuerySchema,
  manualPaymentListQuerySchema,
} from '../manualPaymentSchemas';
import { manualPaymentsAnswers } from './answers/manual-payments';
import { defineContract } from './contract';
import { landlordPaymentPermissions } from './manual-payments.permissions';

/** The manual-payments API resource: its endpoints, each with its access rule and schemas. */
export const manualPaymentsContract = defineContract({
  name: 'manual-payments',
  path: '/api/manual-payments',
  permissions: [landlordPaymentPermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/manual-payments/list',
      access: { permission: 'View Landlord Payment' },
      operationId: 'manualPaymentsList',
      summary: 'List manual payments',
      query: manualPaymentListQuerySchema,
      answers: manualPaymentsAnswers.list,
    },
    create: {
      method: 'POST',
      path: '/api/manual-payments/create',
      access: { permission: 'Create Landlord Payment', creates: true },
      operationId: 'manualPaymentsCreate',
      summary: 'Create manual payment',
      query: manualPaymentCreateQuerySchema,
      answers: manualPaymentsAnswers.create,
    },
    update: {
      method: 'POST',
      path: '/api/manual-payments/update/:id',
      access: { permission: 'Update Landlord Payment' },
      operationId: 'manualPaymentsUpdateById',
      summary: 'Update manual payment by id',
      params: idParams,
      answers: manualPaymentsAnswers.update,
    },
    unpaidInvoicesLov: {
      method: 'GET',
      path: '/api/manual-payments/unpaid-invoices/lov',
      access: {
        roles: ['super_admin', 'admin', 'landlord', 'manager'],
        permission: { anyOf: ['Create Landlord Payment', 'View Landlord Payment'] },
        forbidden: 'You do not have permission to record landlord payments.',
      },
      operationId: 'manualPaymentsUnpaidInvoicesLov',
      summary: 'List the choices of manual payments unpaid invoices',
      query: invoiceLookupQuerySchema,
      answers: manualPaymentsAnswers.unpaidInvoicesLov,
    },
    invoicesLov: {
      method: 'GET',
      path: '/api/manual-payments/invoices/lov',
      access: { permission: 'View Landlord Payment' },
      operationId: 'manualPaymentsInvoicesLov',
      summary: 'List the choices of manual payments invoices',
      query: invoiceLookupQuerySchema,
      answers: manualPaymentsAnswers.invoicesLov,
    },
  },
});
