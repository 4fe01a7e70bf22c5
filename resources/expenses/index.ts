import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyScreen } from '../../src/registry/lazyScreen';
import type { ResourceModule } from '../../src/registry/resourceModule';

/**
 * EXPENSES (issue 36 items 1 and 2): what went out per property, by category, with receipts, and
 * the profit per building for a month. Holders of the Expense permissions; its menu row comes after
 * the security deposits' (9.6).
 */
const expenses: ResourceModule = {
  name: 'expenses',
  label: 'Expenses',
  icon: ReceiptLongIcon,
  permissionResource: 'Expense',
  menu: [
    { order: 9.7, key: 'expenses', title: 'Expenses', url: '/expenses/list', permission: 'View Expense' },
  ],
  pages: [
    { path: '/expenses/list', component: lazyScreen(() => import('./ExpensesPage')), access: 'View Expense' },
    { path: '/expenses/profit', component: lazyScreen(() => import('./ProfitPage')), access: 'View Expense' },
  ],
};

export default expenses;
