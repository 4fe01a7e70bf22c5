import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import GroupIcon from '@mui/icons-material/Group';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MailIcon from '@mui/icons-material/Mail';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SettingsIcon from '@mui/icons-material/Settings';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuIcon } from '../../domain/menu';

/** The menu table names icons; the browser maps the names to MUI icons. */
export const MENU_ICONS: Record<MenuIcon, SvgIconComponent> = {
  dashboard: DashboardIcon,
  managers: BadgeIcon,
  tenants: GroupIcon,
  properties: ApartmentIcon,
  plan: EventRepeatIcon,
  support: ConfirmationNumberIcon,
  reported: ReportProblemIcon,
  bank: AccountBalanceIcon,
  payments: PaymentsIcon,
  collections: RequestQuoteIcon,
  receipts: ReceiptIcon,
  invoices: DescriptionIcon,
  reports: AssessmentIcon,
  rental: ReceiptLongIcon,
  roles: AdminPanelSettingsIcon,
  landlords: HowToRegIcon,
  mail: MailIcon,
  settings: SettingsIcon,
};
