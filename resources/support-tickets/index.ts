import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { AccessRule } from '../../domain/access';
import { SUPPORT_MENU } from '../../domain/accessRules';
import type { ResourceModule } from '../../src/registry/resourceModule';

/** Who opens support-tickets/add: a support ticket's raisers, or a tenant's New request. */
const ADD_SCREEN: AccessRule = {
  byRole: {
    landlord: 'View Maintenance Request',
    manager: 'View Maintenance Request',
    user: 'Create Maintenance Request',
  },
  otherwise: false,
};

/**
 * SUPPORT TICKETS (issue 18 item 8): a landlord or a manager asks the platform, the super admin
 * answers. The same path is MAINTENANCE REQUESTS for a tenant (items 1-7: the screens choose by
 * role; the tenant's are resources/reported-tickets/'s). The rules are domain/supportTickets.ts's,
 * which the API names too; a tenant's New request is Create Maintenance Request's.
 */
const supportTickets: ResourceModule = {
  name: 'support-tickets',
  label: 'Support tickets',
  icon: ConfirmationNumberIcon,
  access: { list: SUPPORT_MENU, show: SUPPORT_MENU, create: ADD_SCREEN },
  menu: [
    {
      order: 6,
      key: 'supportTickets',
      title: 'Support tickets',
      url: '/support-tickets/list',
      permission: SUPPORT_MENU,
    },
  ],
  screens: {
    list: lazyScreen(() => import('./SupportTicketList')),
    add: lazyScreen(() => import('./SupportTicketCreate')),
    detail: lazyScreen(() => import('./SupportTicketDetail')),
  },
};

/** The super admin's side of the same tickets (/api/super/support-tickets): a data provider name only. */
export const superSupportTickets: ResourceModule = {
  name: 'super-support-tickets',
  label: 'Support tickets',
  apiPath: '/super/support-tickets',
  access: {
    list: { byRole: { super_admin: true }, otherwise: false },
    show: { byRole: { super_admin: true }, otherwise: false },
  },
};

/** The folder's resources, as the panel collects them (resources/index.ts). */
export default [supportTickets, superSupportTickets];
