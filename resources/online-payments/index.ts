import PaymentIcon from '@mui/icons-material/Payment';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';

const PaymentResultPage = lazyScreen(() => import('./PaymentResultPage'));
const PayByLinkPage = lazyScreen(() => import('./PayByLinkPage'));

/**
 * Online payment (issue 20 item 5): the result pages a tenant comes back to from the gateway (spec
 * section 2: payments/success and payments/failed) and the page a payment link opens. No menu row:
 * they are reached only through the return route or a link. The Pay button itself lives on the
 * invoice screens (PayOnlineButton).
 */
const onlinePayments: ResourceModule = {
  name: 'payments',
  label: 'Online payment',
  icon: PaymentIcon,
  pages: [
    { path: '/payments/success', component: PaymentResultPage, roles: ['user'] },
    { path: '/payments/failed', component: PaymentResultPage, roles: ['user'] },
    // Where a payment link leads (a landlord copied or mailed it); its tenant pays there.
    { path: '/payments/pay', component: PayByLinkPage, roles: ['user'] },
  ],
};

export default onlinePayments;
