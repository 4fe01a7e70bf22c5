import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { lazyScreen } from '../../src/registry/lazyScreen';
import { redirectTo } from '../../src/registry/redirect';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * The landlord's Subscription screen (issue 21 item 4): its plan, the plans on sale, cancelling at
 * period end and its subscription invoices, paid online. /pricing's Subscribe buttons lead here.
 */
const subscription: ResourceModule = {
  name: 'subscription',
  label: 'Subscription',
  apiPath: '/subscriptions',
  icon: WorkspacePremiumIcon,
  menu: [
    {
      order: 19.5,
      key: 'subscription',
      title: 'Subscription',
      url: '/subscription/list',
      roles: ['landlord'],
    },
  ],
  pages: [
    { path: '/subscription', component: redirectTo('/admin-panel/subscription/list') },
    { path: '/subscription/list', component: lazyScreen(() => import('./SubscriptionPage')) },
  ],
};

export default subscription;
