import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * Bank and settlements (spec section 6). The spec has feedback serve both plan flexibility and
 * settlements: the section in the query gives this row its own title and highlight until
 * settlements get a screen of their own.
 */
const bankSettlements: ResourceModule = {
  name: 'bank-settlements',
  label: 'Bank and settlements',
  icon: AccountBalanceIcon,
  permissionResource: 'Bank Settlement',
  menu: [
    {
      order: 8,
      title: 'Bank and settlements',
      url: '/feedback?section=bank-settlements',
      permission: 'View Bank Settlement',
    },
  ],
};

export default bankSettlements;
