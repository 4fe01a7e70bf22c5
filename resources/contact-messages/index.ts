import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { lazyScreen } from '../../src/registry/lazyScreen';
import { redirectTo } from '../../src/registry/redirect';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * Contact messages (issue 21 item 2): what visitors sent through the public site's contact form,
 * read and marked handled by the super admin. Served by the super admin's scope of the API
 * (/api/super/contact-messages), which refuses everyone else.
 */
const contactMessages: ResourceModule = {
  name: 'contact-messages',
  label: 'Contact messages',
  apiPath: '/super/contact-messages',
  icon: MarkEmailUnreadIcon,
  menu: [
    {
      order: 18.5,
      key: 'contactMessages',
      title: 'Contact messages',
      url: '/contact-messages/list',
      roles: ['super_admin'],
    },
  ],
  pages: [
    { path: '/contact-messages', component: redirectTo('/admin-panel/contact-messages/list') },
    { path: '/contact-messages/list', component: lazyScreen(() => import('./ContactMessageList')) },
  ],
};

export default contactMessages;
