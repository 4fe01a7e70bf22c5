import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import type { ResourceModule } from '../../src/registry/resourceModule';

/** Support tickets (spec section 6); no screen yet, so its menu row opens a "coming soon" page. */
const supportTickets: ResourceModule = {
  name: 'support-tickets',
  label: 'Support tickets',
  icon: ConfirmationNumberIcon,
  permissionResource: 'Maintenance Request',
  menu: [
    {
      order: 6,
      title: 'Support tickets',
      url: '/support-tickets/list',
      permission: 'View Maintenance Request',
    },
  ],
};

export default supportTickets;
