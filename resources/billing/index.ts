import AssessmentIcon from '@mui/icons-material/Assessment';
import DescriptionIcon from '@mui/icons-material/Description';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyScreen } from '../../src/registry/lazyScreen';
import { INVOICE_READER, STATEMENT_READER } from '../../domain/accessRules';
import { redirectTo } from '../../src/registry/redirect';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * Billing (issue 6): invoices, receipts and the financial receipts report are resources of their
 * own; the tenant's MY RENTAL INVOICES shows the same invoice list, scoped by the API. They share
 * this folder because they share its components (status chips, line tables, PDFs, charts).
 */
const InvoiceListPage = lazyScreen(() => import('./InvoiceListPage'));

/** `invoices/list` and `invoices/detail/{id}`, for the landlord's side and for a tenant's own. */
export const invoices: ResourceModule = {
  name: 'invoices',
  label: 'Invoices',
  permissionResource: 'Invoice',
  access: { list: INVOICE_READER, show: INVOICE_READER, export: INVOICE_READER },
  icon: DescriptionIcon,
  menu: [
    {
      order: 12,
      key: 'invoices',
      title: 'Invoices',
      url: '/invoices/list',
      permission: 'View Invoice',
      roles: ['landlord', 'manager'],
    },
  ],
  screens: { list: InvoiceListPage, detail: lazyScreen(() => import('./InvoiceDetailPage')) },
  pages: [
    {
      path: '/rental-collection/list',
      component: lazyScreen(() => import('./RentalCollectionPage')),
      access: 'View Invoice',
      roles: ['landlord', 'manager'],
    },
    {
      path: '/tenant-statement/:tenantId',
      component: lazyScreen(() => import('./TenantStatementPage')),
      access: STATEMENT_READER,
    },
  ],
};

/** MY RENTAL INVOICES: the tenant's own invoices, with its balance. */
export const tenantRental: ResourceModule = {
  name: 'tenant-rental',
  label: 'My rental invoices',
  icon: ReceiptLongIcon,
  menu: [
    {
      order: 14,
      key: 'myRentalInvoices',
      title: 'My rental invoices',
      url: '/tenant-rental/list',
      permission: 'View Tenant Rental',
      roles: ['user'],
    },
  ],
  pages: [{ path: '/tenant-rental/list', component: InvoiceListPage }],
};

/** RECEIPTS: one per payment, with its PDF. */
export const receipts: ResourceModule = {
  name: 'receipts',
  label: 'Receipts',
  permissionResource: 'Receipts',
  icon: ReceiptIcon,
  menu: [
    { order: 11, key: 'receipts', title: 'Receipts', url: '/receipts/list', permission: 'View Receipts' },
  ],
  screens: { list: lazyScreen(() => import('./ReceiptListPage')) },
};

/** The financial receipts report (RECEIPTS by month and method). */
export const financialReports: ResourceModule = {
  name: 'reports',
  label: 'Financial receipts report',
  permissionResource: 'Financial Reports',
  icon: AssessmentIcon,
  menu: [
    {
      order: 13,
      key: 'financialReceiptsReport',
      title: 'Financial receipts report',
      url: '/reports/invoices',
      permission: 'View Financial Reports',
    },
  ],
  pages: [
    { path: '/reports', component: redirectTo('/admin-panel/reports/invoices') },
    { path: '/reports/invoices', component: lazyScreen(() => import('./ReceiptsReportPage')) },
  ],
};

/** The folder's resources, as the panel collects them (resources/index.ts). */
export default [invoices, tenantRental, receipts, financialReports];
