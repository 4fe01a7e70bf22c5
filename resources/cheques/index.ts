import LocalAtmIcon from '@mui/icons-material/LocalAtm';
import { lazyScreen } from '../../src/registry/lazyScreen';
import { CHEQUE_READER } from '../../domain/accessRules';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * CHEQUES (issue 34 item 2): the register of post-dated cheques on /api/cheques, right after
 * TENANT PAYMENTS in the menu, for holders of the Cheque permissions; a tenant reads its own.
 */
const cheques: ResourceModule = {
  name: 'cheques',
  label: 'Cheques',
  permissionResource: 'Cheque',
  access: { list: CHEQUE_READER, show: CHEQUE_READER, export: CHEQUE_READER },
  icon: LocalAtmIcon,
  menu: [{ order: 9.5, key: 'cheques', title: 'Cheques', url: '/cheques/list', permission: CHEQUE_READER }],
  screens: {
    list: lazyScreen(() => import('./ChequeListPage')),
    detail: lazyScreen(() => import('./ChequeDetailPage')),
  },
};

export default cheques;
