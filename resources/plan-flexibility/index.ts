import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * Plan flexibility (spec section 6, issue 21 item 6): its menu row opens `/feedback`, which
 * resources/bank-settlements/FeedbackPage.tsx serves with this resource's section
 * (PlanFlexibilitySection) for holders of View Plan Flexibility.
 */
const planFlexibility: ResourceModule = {
  name: 'plan-flexibility',
  label: 'Plan flexibility',
  icon: EventRepeatIcon,
  permissionResource: 'Plan Flexibility',
  menu: [
    {
      order: 5,
      key: 'planFlexibility',
      title: 'Plan flexibility',
      url: '/feedback',
      permission: 'View Plan Flexibility',
    },
  ],
};

export default planFlexibility;
