import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import type { ResourceModule } from '../../src/registry/resourceModule';

/** Tickets reported by tenants, for the landlord's side; no screen yet ("coming soon"). */
const reportedTickets: ResourceModule = {
  name: 'reported-tickets',
  label: 'Reported tickets',
  icon: ReportProblemIcon,
  permissionResource: 'Maintenance Request',
  menu: [
    {
      order: 7,
      title: 'Reported tickets',
      url: '/reported-tickets/list',
      permission: 'View Maintenance Request',
      roles: ['landlord', 'manager'],
    },
  ],
};

export default reportedTickets;
