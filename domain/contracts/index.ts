import type { ResourceContract } from './contract';
import { bankSettlementsContract } from './bank-settlements';
import { collectionsContract } from './collections';
import { contactMessagesContract } from './contact-messages';
import { contractDecisionsContract } from './contract-decisions';
import { contractsContract } from './contracts';
import { dashboardContract } from './dashboard';
import { filesContract } from './files';
import { healthContract } from './health';
import { invitationsContract } from './invitations';
import { invoiceItemsContract } from './invoice-items';
import { invoicesContract } from './invoices';
import { jobRunsContract } from './job-runs';
import { jobsContract } from './jobs';
import { landlordUsersContract } from './landlord-users';
import { mailOutboxContract } from './mail-outbox';
import { maintenanceDeadlinesContract } from './maintenance-deadlines';
import { maintenanceRequestWorkContract } from './maintenance-request-work';
import { maintenanceRequestsContract } from './maintenance-requests';
import { manualPaymentsContract } from './manual-payments';
import { onlinePaymentLinksContract } from './online-payment-links';
import { onlinePaymentOptionsContract } from './online-payment-options';
import { onlinePaymentRefundsContract } from './online-payment-refunds';
import { onlinePaymentsWebhookContract } from './online-payments-webhook';
import { onlinePaymentsContract } from './online-payments';
import { passwordRecoveryContract } from './password-recovery';
import { planFlexibilityContract } from './plan-flexibility';
import { plansContract } from './plans';
import { profileLanguageContract } from './profile-language';
import { profileContract } from './profile';
import { propertiesContract } from './properties';
import { propertyManagersContract } from './property-managers';
import { propertyUnitsContract } from './property-units';
import { receiptsContract } from './receipts';
import { refreshContract } from './refresh';
import { reportsContract } from './reports';
import { rolesContract } from './roles';
import { settingOnlinePaymentsContract } from './setting-online-payments';
import { settingContract } from './setting';
import { subscriptionsContract } from './subscriptions';
import { superDashboardContract } from './super-dashboard';
import { superLandlordsContract } from './super-landlords';
import { superPlanFlexibilityContract } from './super-plan-flexibility';
import { superSubscriptionsContract } from './super-subscriptions';
import { superSupportTicketsContract } from './super-support-tickets';
import { supportTicketsContract } from './support-tickets';
import { systemConfigContract } from './system-config';
import { tenantStatementsContract } from './tenant-statements';
import { tenantsContract } from './tenants';
import { usersAuthContract } from './users-auth';

/**
 * Every API resource's contract: the one list. The server registers each route from its contract
 * (server/http/contractRoutes.ts); tests/api/apiContracts.test.ts checks that every /api route the
 * server serves is an endpoint of a contract listed here, and every listed endpoint is served.
 */
export const API_CONTRACTS: readonly ResourceContract[] = [
  bankSettlementsContract,
  collectionsContract,
  contactMessagesContract,
  contractDecisionsContract,
  contractsContract,
  dashboardContract,
  filesContract,
  healthContract,
  invitationsContract,
  invoiceItemsContract,
  invoicesContract,
  jobRunsContract,
  jobsContract,
  landlordUsersContract,
  mailOutboxContract,
  maintenanceDeadlinesContract,
  maintenanceRequestWorkContract,
  maintenanceRequestsContract,
  manualPaymentsContract,
  onlinePaymentLinksContract,
  onlinePaymentOptionsContract,
  onlinePaymentRefundsContract,
  onlinePaymentsWebhookContract,
  onlinePaymentsContract,
  passwordRecoveryContract,
  planFlexibilityContract,
  plansContract,
  profileLanguageContract,
  profileContract,
  propertiesContract,
  propertyManagersContract,
  propertyUnitsContract,
  receiptsContract,
  refreshContract,
  reportsContract,
  rolesContract,
  settingOnlinePaymentsContract,
  settingContract,
  subscriptionsContract,
  superDashboardContract,
  superLandlordsContract,
  superPlanFlexibilityContract,
  superSubscriptionsContract,
  superSupportTicketsContract,
  supportTicketsContract,
  systemConfigContract,
  tenantStatementsContract,
  tenantsContract,
  usersAuthContract,
];
