import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import type { ResourceModule } from '../../src/registry/resourceModule';

/** Plan flexibility (spec section 6); no screen yet, so its menu row opens a "coming soon" page. */
const planFlexibility: ResourceModule = {
  name: 'plan-flexibility',
  label: 'Plan flexibility',
  icon: EventRepeatIcon,
  permissionResource: 'Plan Flexibility',
  menu: [{ order: 5, title: 'Plan flexibility', url: '/feedback', permission: 'View Plan Flexibility' }],
};

export default planFlexibility;
