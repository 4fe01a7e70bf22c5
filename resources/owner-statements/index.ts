import DescriptionIcon from '@mui/icons-material/Description';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * OWNER STATEMENTS (issue 36 item 3): a month's statement per owner. The landlord issues, reads,
 * downloads (English or Arabic PDF) and mails them; an owner (the OWNER role) reads its own here.
 * Its menu row follows the owners' (9.8).
 */
const ownerStatements: ResourceModule = {
  name: 'owner-statements',
  label: 'Owner statements',
  icon: DescriptionIcon,
  permissionResource: 'Owner Statement',
  menu: [
    {
      order: 9.9,
      key: 'ownerStatements',
      title: 'Owner statements',
      url: '/owner-statements/list',
      permission: 'View Owner Statement',
    },
  ],
  pages: [
    {
      path: '/owner-statements/list',
      component: lazyScreen(() => import('./StatementsPage')),
      access: 'View Owner Statement',
    },
    {
      path: '/owner-statements/:id/show',
      component: lazyScreen(() => import('./StatementPage')),
      access: 'View Owner Statement',
    },
  ],
};

export default ownerStatements;
