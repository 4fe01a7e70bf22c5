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
import { countOf } from './dashboardLabels';
import { CardGrid, FigureCard } from './FigureCard';
import { hrefFromApiLink, listHref } from './listHref';

/**
 * The super admin's platform view: landlords active and awaiting approval (with the way to approve
 * them), the portfolio on the platform, this month's invoices and collections across every
 * landlord, and the open support tickets.
 */
export function PlatformDashboard({ figures }: { figures: PlatformFigures }) {
  const { landlords, this_month: month } = figures;
  return (
    <CardGrid label="Figures">
      <FigureCard
        id="landlords-active"
        icon={<VerifiedUserIcon />}
        label="Active landlords"
        value={String(landlords.active)}
        href={listHref('/landlords/list', { status: 'active' })}
      />
      <FigureCard
        id="landlords-awaiting"
        icon={<HowToRegIcon />}
        label="Awaiting approval"
        value={String(landlords.awaiting_approval)}
        caption={landlords.awaiting_approval ? 'Open the list to approve them' : 'No one is waiting'}
        href={hrefFromApiLink(landlords.approve_link)}
      />
      <FigureCard
        id="properties"
        icon={<ApartmentIcon />}
        label="Properties"
        value={String(figures.properties)}
        href={listHref('/property/list')}
      />
      <FigureCard id="units" icon={<MeetingRoomIcon />} label="Units" value={String(figures.units)} />
      <FigureCard
        id="tenants"
        icon={<PeopleIcon />}
        label="Tenants"
        value={String(figures.tenants)}
        caption="Active tenant logins"
        href={listHref('/tenant-users/list')}
      />
      <FigureCard
        id="invoices-month"
        icon={<ReceiptLongIcon />}
        label="Invoices this month"
        value={formatKwd(month.expected)}
        caption={countOf(month.invoices, 'invoice')}
      />
      <FigureCard
        id="collected-month"
        icon={<AccountBalanceWalletIcon />}
        label="Collected this month"
        value={formatKwd(month.collected)}
        caption={
          month.collection_percent === null
            ? 'Nothing due this month'
            : `${month.collection_percent}% of rent due`
        }
      />
      <FigureCard
        id="cash-month"
        icon={<PaymentsIcon />}
        label="Cash received this month"
        value={formatKwd(month.cash_received)}
        caption={
          Number(month.refunded) > 0
            ? `Payments dated this month; ${formatKwd(month.refunded)} refunded`
            : 'Payments dated this month'
        }
      />
      <FigureCard
        id="support-tickets"
        icon={<SupportAgentIcon />}
        label="Open support tickets"
        value={String(figures.open_support_tickets)}
        href={listHref('/support-tickets/list')}
      />
    </CardGrid>
  );
}
