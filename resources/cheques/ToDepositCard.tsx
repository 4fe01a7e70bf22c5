import LocalAtmIcon from '@mui/icons-material/LocalAtm';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { hasPermission } from '../../domain/permissionCheck';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { FigureCard } from '../dashboard/FigureCard';
import { listHref } from '../dashboard/listHref';
import { fetchChequePage } from './chequesApi';

/**
 * The landlord's dashboard card "Cheques to deposit": how many held cheques fall due within 7 days
 * (the register's to_deposit view, asked with one row a page and read by its total), opening that
 * view. Only for holders of View Cheque; the dashboard's own figures stay one call.
 */
export function ToDepositCard({ propertyId }: { propertyId?: string }) {
  const translate = useTranslate();
  const { menuUser } = useCurrentUser();
  const enabled = menuUser.roleKey !== 'user' && hasPermission(menuUser.permissions, 'View Cheque');
  const filter = { to_deposit: 'true', ...(propertyId ? { property_id: propertyId } : {}) };
  const { data } = useQuery({
    queryKey: ['cheques', 'to-deposit', propertyId ?? ''],
    queryFn: ({ signal }) =>
      fetchChequePage({ ...filter, page: 1, pageSize: 1 }, signal).then((a) => a.total),
    enabled,
  });
  if (!enabled) return null;
  return (
    <FigureCard
      id="cheques-to-deposit"
      icon={<LocalAtmIcon />}
      label={translate('chequeRegister.dashboard.to_deposit')}
      value={data === undefined ? '-' : localDigits(String(data))}
      caption={translate('chequeRegister.dashboard.to_deposit_caption')}
      href={listHref('/cheques/list', filter)}
    />
  );
}
