import HowToRegIcon from '@mui/icons-material/HowToReg';
import { lazyScreen } from '../../src/registry/lazyScreen';
import { redirectTo } from '../../src/registry/redirect';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * Landlord approval (issue 3): the super admin approves or rejects landlords who signed up.
 * Served by `/api/super/landlords`; platform administration, not in section 6's table.
 */
const landlords: ResourceModule = {
  name: 'landlords',
  label: 'Landlords',
  apiPath: '/super/landlords',
  permissionResource: 'Landlord',
  icon: HowToRegIcon,
  menu: [
    { order: 16, key: 'landlords', title: 'Landlords', url: '/landlords/list', permission: 'View Landlord' },
  ],
  pages: [
    { path: '/landlords', component: redirectTo('/admin-panel/landlords/list') },
    { path: '/landlords/list', component: lazyScreen(() => import('./LandlordList')) },
  ],
};

export default landlords;
