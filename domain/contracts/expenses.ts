import { expenseAnswers as A } from '../expenseRecord';
import { EXPENSE_MESSAGES as M, expenseListQuerySchema, profitQuerySchema } from '../expenseSchemas';
import { idParams } from '../idParams';
import { expensePermissions } from './expenses.permissions';
import { defineContract } from './contract';

const VIEW = { permission: 'View Expense', forbidden: M.noPermission };

/**
 * The expenses API resource (issue 36 items 1 and 2): a landlord's expenses per property, with
 * receipts, and the profit per building for a month. Scope comes from the token: another
 * landlord's expense answers 404, a limited manager sees its properties', a tenant nothing.
 */
export const expensesContract = defineContract({
  name: 'expenses',
  path: '/api/expenses',
  permissions: [expensePermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/expenses/list',
      access: VIEW,
      operationId: 'expensesList',
      summary:
        'List expenses with total_amount, the sum of every filtered row; filters: property_id, category, date_from, date_to, q (vendor, note, property)',
      query: expenseListQuerySchema,
      answers: A.list,
    },
    get: {
      method: 'GET',
      path: '/api/expenses/get/:id',
      access: VIEW,
      operationId: 'expensesGetById',
      summary: 'Get expense by id, with signed links to its receipts',
      params: idParams,
      answers: A.one,
    },
    create: {
      method: 'POST',
      path: '/api/expenses/create',
      access: { permission: 'Create Expense', creates: true },
      operationId: 'expensesCreate',
      summary:
        'Record an expense: JSON {property_id, unit_id?, date, amount, category, vendor?, note?, recurrence?}, or multipart with it as `payload` and up to 5 receipt `files`',
      answers: A.one,
    },
    update: {
      method: 'POST',
      path: '/api/expenses/update/:id',
      access: { permission: 'Update Expense' },
      operationId: 'expensesUpdateById',
      summary:
        'Update expense by id (JSON or multipart as create; new files are added, keep_receipts: false removes the old ones)',
      params: idParams,
      answers: A.one,
    },
    delete: {
      method: 'DELETE',
      path: '/api/expenses/delete/:id',
      access: { permission: 'Delete Expense' },
      operationId: 'expensesDeleteById',
      summary: 'Delete expense by id',
      params: idParams,
      answers: A.deleted,
    },
    profit: {
      method: 'GET',
      path: '/api/expenses/profit',
      access: VIEW,
      operationId: 'expensesProfit',
      summary:
        'Profit per building for month (YYYY-MM): per property rent invoiced, collected (as the collection report), other income, expenses by category, net = collected + other income − expenses',
      query: profitQuerySchema,
      answers: A.profit,
    },
    profitCsv: {
      method: 'GET',
      path: '/api/expenses/profit/csv',
      access: VIEW,
      operationId: 'expensesProfitCsv',
      summary: 'Profit per building for month as CSV',
      query: profitQuerySchema,
      answers: A.file,
    },
    profitPdf: {
      method: 'GET',
      path: '/api/expenses/profit/pdf',
      access: VIEW,
      operationId: 'expensesProfitPdf',
      summary: 'Profit per building for month as PDF, in the reader’s language',
      query: profitQuerySchema,
      answers: A.file,
    },
  },
});
