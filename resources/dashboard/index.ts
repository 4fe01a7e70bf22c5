import DashboardIcon from '@mui/icons-material/Dashboard';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';

/** The landing screen after sign-in (spec section 2), for every role. */
const dashboard: ResourceModule = {
  name: 'dashboard',
  label: 'Dashboard',
  icon: DashboardIcon,
  menu: [{ order: 1, key: 'dashboard', title: 'Dashboard', url: '/dashboard' }],
  pages: [
    {
      path: '/dashboard',
      component: lazyScreen(() => import('../../src/pages/Dashboard'), { bootCatalogue: true }),
    },
  ],
};

export default dashboard;
