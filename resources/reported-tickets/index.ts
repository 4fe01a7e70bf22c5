import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * REPORTED TICKETS (issue 18 item 7): the maintenance requests reported to a landlord or a manager
 * (a manager sees only its properties'), on /api/maintenance-requests. The tenant's side of the
 * same requests is MAINTENANCE REQUESTS on support-tickets/list, which reads through this module's
 * API path too.
 */
const reportedTickets: ResourceModule = {
  name: 'reported-tickets',
  label: 'Reported tickets',
  icon: ReportProblemIcon,
  apiPath: '/maintenance-requests',
  permissionResource: 'Maintenance Request',
  menu: [
    {
      order: 7,
      key: 'reportedTickets',
      title: 'Reported tickets',
      url: '/reported-tickets/list',
      permission: 'View Maintenance Request',
      roles: ['landlord', 'manager'],
    },
  ],
  screens: {
    list: lazyScreen(() => import('./ReportedTicketList')),
    detail: lazyScreen(() => import('./ReportedTicketDetail')),
  },
};

export default reportedTickets;
