import type { ResourceModule } from '../src/registry/resourceModule';
import bankSettlements from './bank-settlements';
import contactMessages from './contact-messages';
import { financialReports, invoices, receipts, tenantRental } from './billing';
import dashboard from './dashboard';
import landlords from './landlords';
import jobs, { jobRuns } from './jobs';
import mailOutbox from './mail-outbox';
import onlinePayments from './online-payments';
import tenantPayments from './payments';
import planFlexibility from './plan-flexibility';
import profile from './profile';
import property from './property';
import propertyManagers from './property-managers';
import reportedTickets from './reported-tickets';
import rolePermissions from './role-permissions';
import settings from './settings';
import supportTickets, { superSupportTickets } from './support-tickets';
import tenantUsers from './tenant-users';

/**
 * Every resource of the panel: the one list. A new resource is a folder with an `index.ts`
 * (src/registry/resourceModule.ts says what it declares) and one line here; the routes, the menu,
 * its icons, `canAccess`, the API paths and the "coming soon" pages follow from this list.
 */
export const RESOURCES: readonly ResourceModule[] = [
  dashboard,
  profile,
  propertyManagers,
  tenantUsers,
  property,
  planFlexibility,
  supportTickets,
  superSupportTickets,
  reportedTickets,
  bankSettlements,
  tenantPayments,
  receipts,
  invoices,
  financialReports,
  tenantRental,
  onlinePayments,
  landlords,
  rolePermissions,
  mailOutbox,
  contactMessages,
  jobs,
  jobRuns,
  settings,
];
