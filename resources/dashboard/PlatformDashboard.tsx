import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import ApartmentIcon from '@mui/icons-material/Apartment';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { PlatformFigures } from '../../domain/dashboardPeopleSchemas';
import { formatKwd } from '../../domain/money';
import { useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { countOf } from './dashboardLabels';
import { CardGrid, FigureCard } from './FigureCard';
import { hrefFromApiLink, listHref } from './listHref';

/**
 * The super admin's platform view: landlords active and awaiting approval (with the way to approve
 * them), the portfolio on the platform, this month's invoices and collections across every
 * landlord, and the open support tickets.
 */
export function PlatformDashboard({ figures }: { figures: PlatformFigures }) {
  const translate = useTranslate();
  const { landlords, this_month: month } = figures;
  return (
    <CardGrid label={translate('dashboard.figures')}>
      <FigureCard
        id="landlords-active"
        icon={<VerifiedUserIcon />}
        label={translate('dashboard.platform.active_landlords')}
        value={localDigits(String(landlords.active))}
        href={listHref('/landlords/list', { status: 'active' })}
      />
      <FigureCard
        id="landlords-awaiting"
        icon={<HowToRegIcon />}
        label={translate('dashboard.platform.awaiting_approval')}
        value={localDigits(String(landlords.awaiting_approval))}
        caption={translate(
          landlords.awaiting_approval
            ? 'dashboard.platform.approve_them'
            : 'dashboard.platform.no_one_waiting',
        )}
        href={hrefFromApiLink(landlords.approve_link)}
      />
      <FigureCard
        id="properties"
        icon={<ApartmentIcon />}
        label={translate('dashboard.platform.properties')}
        value={localDigits(String(figures.properties))}
        href={listHref('/property/list')}
      />
      <FigureCard
        id="units"
        icon={<MeetingRoomIcon />}
        label={translate('dashboard.platform.units')}
        value={localDigits(String(figures.units))}
      />
      <FigureCard
        id="tenants"
        icon={<PeopleIcon />}
        label={translate('dashboard.platform.tenants')}
        value={localDigits(String(figures.tenants))}
        caption={translate('dashboard.platform.active_logins')}
        href={listHref('/tenant-users/list')}
      />
      <FigureCard
        id="invoices-month"
        icon={<ReceiptLongIcon />}
        label={translate('dashboard.platform.invoices_month')}
        value={formatKwd(month.expected)}
        caption={countOf(month.invoices, 'invoices', translate)}
      />
      <FigureCard
        id="collected-month"
        icon={<AccountBalanceWalletIcon />}
        label={translate('dashboard.platform.collected_month')}
        value={formatKwd(month.collected)}
        caption={
          month.collection_percent === null
            ? translate('dashboard.platform.nothing_due_month')
            : translate('dashboard.cards.percent_of_rent', {
                percent: localDigits(String(month.collection_percent)),
              })
        }
      />
      <FigureCard
        id="cash-month"
        icon={<PaymentsIcon />}
        label={translate('dashboard.platform.cash_month')}
        value={formatKwd(month.cash_received)}
        caption={
          Number(month.refunded) > 0
            ? translate('dashboard.platform.payments_month_refunded', { refunded: formatKwd(month.refunded) })
            : translate('dashboard.platform.payments_month')
        }
      />
      <FigureCard
        id="support-tickets"
        icon={<SupportAgentIcon />}
        label={translate('dashboard.platform.support_tickets')}
        value={localDigits(String(figures.open_support_tickets))}
        href={listHref('/support-tickets/list')}
      />
    </CardGrid>
  );
}
