import SavingsIcon from '@mui/icons-material/Savings';
import { lazyScreen } from '../../src/registry/lazyScreen';
import { DEPOSIT_READER } from '../../domain/accessRules';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * SECURITY DEPOSITS (issue 34 item 3): one deposit per contract, received, deducted at move-out and
 * refunded, with its settlement statement (PDF). The landlord's side through the Deposit
 * permissions; a tenant sees its own through Tenant Rental (DEPOSIT_READER). Its menu row comes
 * after the cheques' (9.5).
 */
const deposits: ResourceModule = {
  name: 'deposits',
  label: 'Security deposits',
  icon: SavingsIcon,
  permissionResource: 'Deposit',
  access: { list: DEPOSIT_READER, show: DEPOSIT_READER },
  menu: [
    {
      order: 9.6,
      key: 'securityDeposits',
      title: 'Security deposits',
      url: '/deposits/list',
      permission: DEPOSIT_READER,
    },
  ],
  pages: [
    { path: '/deposits/list', component: lazyScreen(() => import('./DepositsPage')), access: DEPOSIT_READER },
    {
      path: '/deposits/detail/:id',
      component: lazyScreen(() => import('./DepositDetailPage')),
      access: DEPOSIT_READER,
    },
  ],
};

export default deposits;
