import { lazyScreen } from '../../src/registry/lazyScreen';
import { redirectTo } from '../../src/registry/redirect';
import type { ResourceModule } from '../../src/registry/resourceModule';

/** The signed-in user's own profile (View Profile in the header); no menu row, any role. */
const profile: ResourceModule = {
  name: 'profile',
  label: 'Profile',
  pages: [
    { path: '/profile', component: redirectTo('/admin-panel/profile/list') },
    { path: '/profile/list', component: lazyScreen(() => import('../../src/pages/ProfilePage')) },
  ],
};

export default profile;
