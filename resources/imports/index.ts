import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * IMPORT (issue 36 item 5): bring properties with their units, tenants, running contracts, opening
 * balances and cheques held in from CSV or XLSX spreadsheets: template, dry run, import, undo. The
 * landlord's alone (the API admits landlords only).
 */
const imports: ResourceModule = {
  name: 'imports',
  label: 'Import',
  icon: UploadFileIcon,
  menu: [{ order: 9.95, key: 'import', title: 'Import', url: '/imports', roles: ['landlord'] }],
  pages: [{ path: '/imports', component: lazyScreen(() => import('./ImportPage')), roles: ['landlord'] }],
};

export default imports;
