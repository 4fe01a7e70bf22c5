import { planFlexibilityPermissions } from './plan-flexibility.permissions';
import { maintenanceRequestPermissions } from './maintenance-requests.permissions';
import { bankSettlementPermissions } from './bank-settlements.permissions';
import { financialReportsPermissions } from './reports.permissions';
import { receiptsPermissions } from './receipts.permissions';
import { invoicePermissions } from './invoices.permissions';
import { propertyPermissions } from './properties.permissions';
import { userPermissions } from './tenants.permissions';
import { tenantContractPermissions, tenantRentalPermissions } from './contracts.permissions';
import { managerPermissions } from './property-managers.permissions';
import { landlordPaymentPermissions } from './manual-payments.permissions';
import { rolePermissions } from './roles.permissions';
import { landlordPermissions } from './super-landlords.permissions';

/**
 * The permission catalogue of spec section 6, as the blocks the contracts own, in the catalogue's
 * order (the role matrix's rows). domain/permissions.ts and domain/roles.ts derive the catalogue,
 * the role defaults and the matrix labels from this list; tests/api/apiContracts.test.ts checks it
 * holds exactly the blocks the listed contracts own.
 */
export const PERMISSION_BLOCKS = [
  planFlexibilityPermissions,
  maintenanceRequestPermissions,
  bankSettlementPermissions,
  financialReportsPermissions,
  receiptsPermissions,
  invoicePermissions,
  propertyPermissions,
  userPermissions,
  tenantContractPermissions,
  managerPermissions,
  tenantRentalPermissions,
  landlordPaymentPermissions,
  rolePermissions,
  landlordPermissions,
] as const;
