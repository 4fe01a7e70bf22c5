import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * Bank and settlements (spec section 6, issue 20 item 7): the landlord's bank account and the
 * gateway's settlement batches. The spec has feedback serve both plan flexibility and settlements,
 * so this module serves `/feedback` with the sections the user may see (FeedbackPage); the menu
 * rows leading there (either permission) decide who may open it.
 */
const bankSettlements: ResourceModule = {
  name: 'bank-settlements',
  label: 'Bank and settlements',
  icon: AccountBalanceIcon,
  permissionResource: 'Bank Settlement',
  menu: [
    {
      order: 8,
      key: 'bankAndSettlements',
      title: 'Bank and settlements',
      url: '/feedback?section=bank-settlements',
      permission: 'View Bank Settlement',
    },
  ],
  pages: [{ path: '/feedback', component: lazyScreen(() => import('./FeedbackPage')) }],
};

export default bankSettlements;
