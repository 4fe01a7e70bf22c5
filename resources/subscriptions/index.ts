import CardMembershipIcon from '@mui/icons-material/CardMembership';
import SellIcon from '@mui/icons-material/Sell';
import { lazyScreen } from '../../src/registry/lazyScreen';
import { redirectTo } from '../../src/registry/redirect';
import type { ResourceModule } from '../../src/registry/resourceModule';

/** The super admin's Plans (issue 21 item 3): what landlords can subscribe to, in KWD. */
export const plans: ResourceModule = {
  name: 'plans',
  label: 'Plans',
  apiPath: '/super/plans',
  icon: SellIcon,
  menu: [{ order: 21, key: 'plans', title: 'Plans', url: '/plans/list', roles: ['super_admin'] }],
  pages: [
    { path: '/plans', component: redirectTo('/admin-panel/plans/list') },
    { path: '/plans/list', component: lazyScreen(() => import('./PlansPage')) },
  ],
};

/** The super admin's Subscriptions (issue 21 item 5): landlords, plans, states and MRR. */
export const superSubscriptions: ResourceModule = {
  name: 'subscriptions',
  label: 'Subscriptions',
  apiPath: '/super/subscriptions',
  icon: CardMembershipIcon,
  menu: [
    {
      order: 22,
      key: 'subscriptions',
      title: 'Subscriptions',
      url: '/subscriptions/list',
      roles: ['super_admin'],
    },
  ],
  pages: [
    { path: '/subscriptions', component: redirectTo('/admin-panel/subscriptions/list') },
    { path: '/subscriptions/list', component: lazyScreen(() => import('./SuperSubscriptionsPage')) },
  ],
};

/** The folder's resources, as the panel collects them (resources/index.ts). */
export default [plans, superSubscriptions];
