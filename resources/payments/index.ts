import PaymentsIcon from '@mui/icons-material/Payments';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * TENANT PAYMENTS and COLLECTION REPORTS (spec section 5), on the calls of spec section 7
 * (`/api/manual-payments`, `/api/collections`): one resource, Landlord Payment, with two menu rows.
 */
const tenantPayments: ResourceModule = {
  name: 'tenant-payments',
  label: 'Tenant payments',
  apiPath: '/manual-payments',
  permissionResource: 'Landlord Payment',
  icon: PaymentsIcon,
  menu: [
    {
      order: 9,
      key: 'tenantPayments',
      title: 'Tenant payments',
      url: '/tenant-payments/list',
      permission: 'View Landlord Payment',
    },
    {
      order: 10,
      key: 'collectionReports',
      title: 'Collection reports',
      url: '/collection-reports/list',
      icon: RequestQuoteIcon,
      permission: 'View Landlord Payment',
      roles: ['landlord'],
    },
  ],
  pages: [
    { path: '/tenant-payments/list', component: lazyScreen(() => import('./TenantPaymentsPage')) },
    { path: '/collection-reports/list', component: lazyScreen(() => import('./CollectionReportsPage')) },
  ],
};

export default tenantPayments;
