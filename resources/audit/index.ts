import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * AUDIT LOG (issue 36 item 4): who changed money, contracts, cheques, deposits, roles and settings,
 * when, from where, before and after. The landlord reads its own rows, the super admin every
 * landlord's (server-checked, permission 'View Audit').
 */
const audit: ResourceModule = {
  name: 'audit',
  label: 'Audit log',
  icon: HistoryIcon,
  permissionResource: 'Audit',
  access: { list: 'View Audit' },
  menu: [{ order: 17.5, key: 'auditLog', title: 'Audit log', url: '/audit/list', permission: 'View Audit' }],
  pages: [
    { path: '/audit/list', component: lazyScreen(() => import('./AuditLogPage')), access: 'View Audit' },
  ],
};

export default audit;
