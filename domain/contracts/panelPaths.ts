import { endpointPaths } from './endpointPaths';
import type { chequesContract } from './cheques';
import type { contractsContract } from './contracts';
import type { dashboardContract } from './dashboard';
import type { expensesContract } from './expenses';
import type { propertiesContract } from './properties';
import type { subscriptionsContract } from './subscriptions';
import type { superDashboardContract } from './super-dashboard';
import type { tenantsContract } from './tenants';

/*
 * The endpoints the panel calls before the dashboard's figures show, by method and path only
 * (issue 37 item 4: no contract, so no zod, in those chunks), each typed as its contract's endpoint
 * so that a path which is not the contract's own does not type-check (./endpointPaths.ts). They
 * live here, not in resources/, which names no '/api/' path (tests/unit/noApiPathLiterals.test.ts).
 */

export const CHEQUE_PATHS = endpointPaths<typeof chequesContract>()({
  list: { method: 'GET', path: '/api/cheques/list' },
  get: { method: 'GET', path: '/api/cheques/get/:id' },
  status: { method: 'POST', path: '/api/cheques/:id/status' },
  schedule: { method: 'POST', path: '/api/cheques/schedule' },
  depositBatch: { method: 'POST', path: '/api/cheques/deposit-batch' },
  depositSlip: { method: 'GET', path: '/api/cheques/deposit-slip/:id' },
});

export const CONTRACT_LIST_PATH = endpointPaths<typeof contractsContract>()({
  list: { method: 'GET', path: '/api/contracts/list' },
});

export const DASHBOARD_PATHS = endpointPaths<typeof dashboardContract>()({
  landlordActivity: { method: 'GET', path: '/api/dashboard/landlord-activity/:id' },
  managerStats: { method: 'GET', path: '/api/dashboard/manager/stats' },
});

export const SUPER_DASHBOARD_PATHS = endpointPaths<typeof superDashboardContract>()({
  tenantStats: { method: 'GET', path: '/api/super/dashboard/tenant/stats' },
  platform: { method: 'GET', path: '/api/super/dashboard/platform' },
});

export const SUBSCRIPTION_PATHS = endpointPaths<typeof subscriptionsContract>()({
  current: { method: 'GET', path: '/api/subscriptions/current' },
  subscribe: { method: 'POST', path: '/api/subscriptions/subscribe' },
  changePlanQuote: { method: 'GET', path: '/api/subscriptions/change-plan/quote' },
  changePlan: { method: 'POST', path: '/api/subscriptions/change-plan' },
  invoicesPay: { method: 'POST', path: '/api/subscriptions/invoices/pay/:id' },
  subscribedLandlordsCancel: { method: 'POST', path: '/api/subscriptions/subscribed-landlords/cancel/:id' },
});

export const EXPENSE_PATHS = endpointPaths<typeof expensesContract>()({
  list: { method: 'GET', path: '/api/expenses/list' },
  get: { method: 'GET', path: '/api/expenses/get/:id' },
  create: { method: 'POST', path: '/api/expenses/create' },
  update: { method: 'POST', path: '/api/expenses/update/:id' },
  delete: { method: 'DELETE', path: '/api/expenses/delete/:id' },
  profit: { method: 'GET', path: '/api/expenses/profit' },
  profitCsv: { method: 'GET', path: '/api/expenses/profit/csv' },
  profitPdf: { method: 'GET', path: '/api/expenses/profit/pdf' },
});

export const PROPERTY_LIST_PATH = endpointPaths<typeof propertiesContract>()({
  list: { method: 'GET', path: '/api/properties/list' },
});

export const TENANT_LIST_PATH = endpointPaths<typeof tenantsContract>()({
  list: { method: 'GET', path: '/api/tenants/list' },
});
