import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { lazy } from 'react';
import { SUPPORT_MENU, SUPPORT_RAISER } from '../../domain/supportTickets';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * SUPPORT TICKETS (issue 18 item 8): a landlord or a manager asks the platform, the super admin
 * answers. The same path is MAINTENANCE REQUESTS for a tenant (items 1-7, still to come: the
 * screens say so to a tenant). The rules are domain/supportTickets.ts's, which the API names too.
 */
const supportTickets: ResourceModule = {
  name: 'support-tickets',
  label: 'Support tickets',
  icon: ConfirmationNumberIcon,
  access: { list: SUPPORT_MENU, show: SUPPORT_MENU, create: SUPPORT_RAISER },
  menu: [{ order: 6, title: 'Support tickets', url: '/support-tickets/list', permission: SUPPORT_MENU }],
  screens: {
    list: lazy(() => import('./SupportTicketList')),
    add: lazy(() => import('./SupportTicketCreate')),
    detail: lazy(() => import('./SupportTicketDetail')),
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

export default supportTickets;
