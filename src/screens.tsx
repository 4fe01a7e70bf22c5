import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { MENU_RULES, screenPath } from '../domain/menu';
import { NotBuiltYet } from './pages/NotBuiltYet';
import {
  APPROVED_CONTRACTS_PATH,
  ApprovedContractsPage,
  CONTRACT_REQUESTS_PATH,
  ContractRequestsPage,
  REQUEST_CONTRACT_PATH,
  RequestContractPage,
} from '../resources/tenant-users';
import { PANEL_SETTINGS_PATH, PanelSettingsPage, SystemConfigurationPage } from '../resources/settings';
import { MAIL_OUTBOX_PATH, MailOutboxPage } from '../resources/mail-outbox';

const Dashboard = lazy(() => import('./pages/Dashboard'));
const ProfilePage = lazy(() => import('./pages/ProfilePage'));
const LandlordList = lazy(() => import('../resources/landlords/LandlordList'));
const InvoiceListPage = lazy(() => import('../resources/billing/InvoiceListPage'));
const InvoiceDetailPage = lazy(() => import('../resources/billing/InvoiceDetailPage'));
const ReceiptListPage = lazy(() => import('../resources/billing/ReceiptListPage'));
const ReceiptsReportPage = lazy(() => import('../resources/billing/ReceiptsReportPage'));
const RentalCollectionPage = lazy(() => import('../resources/billing/RentalCollectionPage'));
const TenantStatementPage = lazy(() => import('../resources/billing/TenantStatementPage'));
const TenantPaymentsPage = lazy(() => import('../resources/payments/TenantPaymentsPage'));
const CollectionReportsPage = lazy(() => import('../resources/payments/CollectionReportsPage'));

export interface Screen {
  /** Path inside the panel (react-admin's basename /admin-panel is implied). */
  path: string;
  element: ReactNode;
  /** Menu URLs any one of which opens this screen (default: the path itself). */
  openedBy?: string[];
}

/** Invoices are the landlord's and manager's menu entry, and the tenant's as My rental invoices. */
const INVOICE_OPENERS = ['/invoices/list', '/tenant-rental/list'];

/** Screens that are built; a feature adds its screens here (resources add a <Resource> instead). */
const BUILT: Screen[] = [
  { path: '/dashboard', element: <Dashboard /> },
  { path: '/profile', element: <Navigate to="/admin-panel/profile/list" replace /> },
  { path: '/profile/list', element: <ProfilePage /> },
  { path: '/setting', element: <Navigate to={PANEL_SETTINGS_PATH} replace /> },
  { path: '/setting/panel-settings', element: <PanelSettingsPage /> },
  { path: '/setting/system-configuration', element: <SystemConfigurationPage /> },
  { path: '/landlords', element: <Navigate to="/admin-panel/landlords/list" replace /> },
  { path: '/landlords/list', element: <LandlordList /> },
  { path: CONTRACT_REQUESTS_PATH, element: <ContractRequestsPage /> },
  { path: APPROVED_CONTRACTS_PATH, element: <ApprovedContractsPage /> },
  { path: REQUEST_CONTRACT_PATH, element: <RequestContractPage /> },
  { path: '/invoices', element: <Navigate to="/admin-panel/invoices/list" replace /> },
  { path: '/invoices/list', element: <InvoiceListPage />, openedBy: INVOICE_OPENERS },
  { path: '/invoices/detail/:invoiceId', element: <InvoiceDetailPage />, openedBy: INVOICE_OPENERS },
  { path: '/tenant-rental/list', element: <InvoiceListPage /> },
  { path: '/tenant-statement/:tenantId', element: <TenantStatementPage />, openedBy: INVOICE_OPENERS },
  { path: '/receipts/list', element: <ReceiptListPage /> },
  { path: '/reports', element: <Navigate to="/admin-panel/reports/invoices" replace /> },
  { path: '/reports/invoices', element: <ReceiptsReportPage /> },
  { path: '/rental-collection/list', element: <RentalCollectionPage />, openedBy: ['/invoices/list'] },
  { path: '/tenant-payments/list', element: <TenantPaymentsPage /> },
  { path: '/collection-reports/list', element: <CollectionReportsPage /> },
  { path: '/mail-outbox', element: <Navigate to={`/admin-panel${MAIL_OUTBOX_PATH}`} replace /> },
  { path: MAIL_OUTBOX_PATH, element: <MailOutboxPage /> },
];

/** Menu URLs served by react-admin resources rather than custom routes. */
const RESOURCE_URLS = new Set([
  '/role-permissions/list',
  '/property/list',
  '/property/add',
  '/property-managers/list',
  '/tenant-users/list',
]);

/**
 * Every custom screen of the panel: the built ones, and for each menu entry whose feature is not
 * in this release a page that says so (the menu of spec section 6 is complete either way).
 */
export function panelScreens(): Screen[] {
  const built = new Set(BUILT.map((s) => s.path));
  // Several menu entries may share one pending screen (/feedback): each keeps its own title.
  const pending = new Map<string, { url: string; title: string }[]>();
  for (const rule of MENU_RULES) {
    for (const entry of [rule, ...(rule.items ?? [])]) {
      const path = screenPath(entry.url);
      if (built.has(path) || RESOURCE_URLS.has(path)) continue;
      pending.set(path, [...(pending.get(path) ?? []), { url: entry.url, title: entry.title }]);
    }
  }
  return [
    ...BUILT,
    ...[...pending].map(([path, entries]) => ({ path, element: <NotBuiltYet entries={entries} /> })),
  ];
}
