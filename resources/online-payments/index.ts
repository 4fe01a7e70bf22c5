import PaymentIcon from '@mui/icons-material/Payment';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/registry/resourceModule';

const PaymentResultPage = lazy(() => import('./PaymentResultPage'));

/**
 * Online payment (issue 20 item 5): the result pages a tenant comes back to from the gateway (spec
 * section 2: payments/success and payments/failed). No menu row: they are reached only through the
 * return route. The Pay button itself lives on the invoice screens (PayOnlineButton).
 */
const onlinePayments: ResourceModule = {
  name: 'payments',
  label: 'Online payment',
  icon: PaymentIcon,
  pages: [
    { path: '/payments/success', component: PaymentResultPage, roles: ['user'] },
    { path: '/payments/failed', component: PaymentResultPage, roles: ['user'] },
  ],
};

export default onlinePayments;
