import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { bankSettlementsRoutes } from './bank-settlements';
import { collectionsRoutes } from './collections';
import { contactMessagesRoutes } from './contact-messages';
import { contactUsRoutes } from './contact-us';
import { contractsRoutes } from './contracts';
import { dashboardRoutes } from './dashboard';
import { filesRoutes } from './files';
import { healthRoutes } from './health';
import { invitationsRoutes } from './invitations';
import { invoiceItemsRoutes } from './invoice-items';
import { invoicesRoutes } from './invoices';
import { jobRunsRoutes } from './job-runs';
import { jobsRoutes } from './jobs';
import { landlordUsersRoutes } from './landlord-users';
import { mailOutboxRoutes } from './mail-outbox';
import { maintenanceRequestsRoutes } from './maintenance-requests';
import { manualPaymentsRoutes } from './manual-payments';
import { onlinePaymentsRoutes } from './online-payments';
import { passwordRecoveryRoutes } from './password-recovery';
import { plansRoutes } from './plans';
import { pricingRoutes } from './pricing';
import { planFlexibilityRoutes } from './plan-flexibility';
import { profileRoutes } from './profile';
import { profileLanguageRoutes } from './profile-language';
import { propertiesRoutes } from './properties';
import { propertyManagersRoutes } from './property-managers';
import { propertyUnitsRoutes } from './property-units';
import { receiptsRoutes } from './receipts';
import { refreshRoutes } from './refresh';
import { reportsRoutes } from './reports';
import { rolesRoutes } from './roles';
import { sandboxGatewayRoutes } from './sandbox-gateway';
import { settingRoutes } from './setting';
import { settingOnlinePaymentsRoutes } from './setting-online-payments';
import { superDashboardRoutes } from './super-dashboard';
import { superLandlordsRoutes } from './super-landlords';
import { superSubscriptionsRoutes } from './super-subscriptions';
import { superPlanFlexibilityRoutes } from './super-plan-flexibility';
import { superSupportTicketsRoutes } from './super-support-tickets';
import { subscriptionsRoutes } from './subscriptions';
import { supportTicketsRoutes } from './support-tickets';
import { systemConfigRoutes } from './system-config';
import { tenantStatementsRoutes } from './tenant-statements';
import { tenantsRoutes } from './tenants';
import { usersAuthRoutes } from './users-auth';

/**
 * A route module: one API resource's routes, each stating in its `config` what a caller must
 * hold (server/auth/guard.ts reads it; no handler decides a permission itself).
 */
export type RouteModule = (ctx: AppContext) => FastifyPluginAsyncZod;

/**
 * Every route module of the API: the one list. A new resource is a file in this folder
 * (named after its API path) and one line here.
 */
export const ROUTE_MODULES: readonly RouteModule[] = [
  healthRoutes,
  usersAuthRoutes,
  passwordRecoveryRoutes,
  refreshRoutes,
  systemConfigRoutes,
  settingRoutes,
  settingOnlinePaymentsRoutes,
  rolesRoutes,
  landlordUsersRoutes,
  superLandlordsRoutes,
  mailOutboxRoutes,
  jobsRoutes,
  jobRunsRoutes,
  profileRoutes,
  profileLanguageRoutes,
  filesRoutes,
  invitationsRoutes,
  propertiesRoutes,
  propertyUnitsRoutes,
  propertyManagersRoutes,
  tenantsRoutes,
  contractsRoutes,
  invoicesRoutes,
  invoiceItemsRoutes,
  receiptsRoutes,
  reportsRoutes,
  tenantStatementsRoutes,
  manualPaymentsRoutes,
  onlinePaymentsRoutes,
  bankSettlementsRoutes,
  sandboxGatewayRoutes,
  collectionsRoutes,
  maintenanceRequestsRoutes,
  supportTicketsRoutes,
  superSupportTicketsRoutes,
  planFlexibilityRoutes,
  superPlanFlexibilityRoutes,
  dashboardRoutes,
  superDashboardRoutes,
  contactMessagesRoutes,
  contactUsRoutes,
  plansRoutes,
  pricingRoutes,
  subscriptionsRoutes,
  superSubscriptionsRoutes,
];
