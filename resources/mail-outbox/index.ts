import MailIcon from '@mui/icons-material/Mail';
import { lazyScreen } from '../../src/registry/lazyScreen';
import { redirectTo } from '../../src/registry/redirect';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * The super admin's Mail outbox (issue 16 item 8): without SMTP_URL the mails stay in the
 * outbox, and the super admin reads them here. Served by the super admin's scope of the API.
 */
const mailOutbox: ResourceModule = {
  name: 'mail-outbox',
  label: 'Mail outbox',
  apiPath: '/super/mail-outbox',
  icon: MailIcon,
  menu: [
    { order: 18, key: 'mailOutbox', title: 'Mail outbox', url: '/mail-outbox/list', roles: ['super_admin'] },
  ],
  pages: [
    { path: '/mail-outbox', component: redirectTo('/admin-panel/mail-outbox/list') },
    { path: '/mail-outbox/list', component: lazyScreen(() => import('./MailOutboxPage')) },
  ],
};

export default mailOutbox;
