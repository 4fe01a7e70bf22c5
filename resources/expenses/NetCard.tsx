import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { hasPermission } from '../../domain/permissionCheck';
import { formatKwdText } from '../../domain/moneyText';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { FigureCard } from '../dashboard/FigureCard';
import { fetchProfit } from './expensesApi';

/**
 * The landlord's dashboard card "Net" beside collected (issue 36 item 2): the month's collected +
 * other income − expenses from the profit per building report, opening it. Only for holders of
 * View Expense; the dashboard's own figures stay one call.
 */
export function NetCard({ month, propertyId }: { month: string; propertyId?: string }) {
  const translate = useTranslate();
  const { menuUser } = useCurrentUser();
  const enabled = menuUser.roleKey !== 'user' && hasPermission(menuUser.permissions, 'View Expense');
  const { data } = useQuery({
    queryKey: ['expenses', 'profit', month, propertyId ?? ''],
    queryFn: ({ signal }) => fetchProfit(month, propertyId ?? '', signal),
    enabled,
  });
  if (!enabled) return null;
  const query = new URLSearchParams({ month, ...(propertyId ? { property_id: propertyId } : {}) });
  return (
    <FigureCard
      id="net"
      icon={<TrendingUpIcon />}
      label={translate('expensesPanel.report.net')}
      value={data ? formatKwdText(data.totals.net) : '-'}
      caption={
        data
          ? translate('expensesPanel.report.net_caption', { expenses: formatKwdText(data.totals.expenses) })
          : ''
      }
      href={`/admin-panel/expenses/profit?${query.toString()}`}
    />
  );
}
