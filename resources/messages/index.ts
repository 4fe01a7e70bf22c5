import ForumIcon from '@mui/icons-material/Forum';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * MESSAGES (issue 35): every reminder and notice sent to the landlord's tenants, one row per
 * channel attempt, with what the provider answered. Holders of 'View Message' (the landlord, its
 * managers, the super admin); the server scopes the rows by the token. Its menu row comes after
 * the expenses' (9.7).
 */
const messages: ResourceModule = {
  name: 'messages',
  label: 'Messages',
  icon: ForumIcon,
  permissionResource: 'Message',
  access: { list: 'View Message', show: 'View Message' },
  menu: [
    { order: 9.8, key: 'messages', title: 'Messages', url: '/messages/list', permission: 'View Message' },
  ],
  pages: [
    { path: '/messages/list', component: lazyScreen(() => import('./MessagesPage')), access: 'View Message' },
    {
      path: '/messages/detail/:id',
      component: lazyScreen(() => import('./MessageDetailPage')),
      access: 'View Message',
    },
  ],
};

export default messages;
