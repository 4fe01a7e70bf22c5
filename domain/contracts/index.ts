import type { PermissionBlock } from './contract';
import { bankSettlementPermissions } from './bank-settlements.permissions';
import { chequePermissions } from './cheques.permissions';
import { tenantContractPermissions, tenantRentalPermissions } from './contracts.permissions';
import { depositPermissions } from './deposits.permissions';
import { invoicePermissions } from './invoices.permissions';
import { maintenanceRequestPermissions } from './maintenance-requests.permissions';
import { landlordPaymentPermissions } from './manual-payments.permissions';
import { planFlexibilityPermissions } from './plan-flexibility.permissions';
import { propertyPermissions } from './properties.permissions';
import { managerPermissions } from './property-managers.permissions';
import { receiptsPermissions } from './receipts.permissions';
import { financialReportsPermissions } from './reports.permissions';
import { rolePermissions } from './roles.permissions';
import { landlordPermissions } from './super-landlords.permissions';
import { userPermissions } from './tenants.permissions';

/** A resource of the API in the registry: its name and the permission blocks it owns. */
export interface ApiResource<Blocks extends readonly PermissionBlock[] = readonly PermissionBlock[]> {
  /** Its contract (domain/contracts/<name>.ts) and its handlers (server/routes/<name>.ts) go by it. */
  name: string;
  permissions: Blocks;
}

/** A registry line; the identity, kept for the blocks' literal resource and action names. */
export const apiResource = <const Blocks extends readonly PermissionBlock[] = []>(
  name: string,
  ...permissions: Blocks
): ApiResource<Blocks> => ({ name, permissions });

/**
 * Every resource of the API: the one list (issue 32). A new resource is its contract
 * (`domain/contracts/<name>.ts`, with its permission block beside it), its handlers
 * (`server/routes/<name>.ts`), its panel folder (`resources/<name>/`, found by the panel itself)
 * and one line here. The server loads each line's route module by name (server/routes/index.ts);
 * the permission catalogue, the seeded roles and the role matrix read the blocks named here.
 * The list holds names and blocks only, no schema, so the panel's first screen can read the
 * catalogue without downloading every contract. tests/api/apiContracts.test.ts checks that every
 * /api route is an endpoint of a listed contract, every endpoint is served, and each line's blocks
 * are its contract's.
 */
export const API_RESOURCES = [
  apiResource('bank-settlements', bankSettlementPermissions),
  apiResource('cheques', chequePermissions),
  apiResource('collections'),
  apiResource('contact-messages'),
  apiResource('contract-decisions'),
  apiResource('contracts', tenantContractPermissions, tenantRentalPermissions),
  apiResource('dashboard'),
  apiResource('deposits', depositPermissions),
  apiResource('files'),
  apiResource('health'),
  apiResource('invitations'),
  apiResource('invoice-items'),
  apiResource('invoices', invoicePermissions),
  apiResource('job-runs'),
  apiResource('jobs'),
  apiResource('landlord-users'),
  apiResource('late-fees'),
  apiResource('mail-outbox'),
  apiResource('maintenance-deadlines'),
  apiResource('maintenance-request-work'),
  apiResource('maintenance-requests', maintenanceRequestPermissions),
  apiResource('manual-payments', landlordPaymentPermissions),
  apiResource('online-payment-links'),
  apiResource('online-payment-options'),
  apiResource('online-payment-refunds'),
  apiResource('online-payments'),
  apiResource('online-payments-webhook'),
  apiResource('password-recovery'),
  apiResource('plan-flexibility', planFlexibilityPermissions),
  apiResource('plans'),
  apiResource('profile'),
  apiResource('profile-language'),
  apiResource('properties', propertyPermissions),
  apiResource('property-managers', managerPermissions),
  apiResource('property-units'),
  apiResource('receipts', receiptsPermissions),
  apiResource('refresh'),
  apiResource('reports', financialReportsPermissions),
  apiResource('roles', rolePermissions),
  apiResource('setting'),
  apiResource('setting-cheques'),
  apiResource('setting-late-fees'),
  apiResource('setting-online-payments'),
  apiResource('subscriptions'),
  apiResource('super-dashboard'),
  apiResource('super-landlords', landlordPermissions),
  apiResource('super-plan-flexibility'),
  apiResource('super-subscriptions'),
  apiResource('super-support-tickets'),
  apiResource('support-tickets'),
  apiResource('system-config'),
  apiResource('tenant-statements'),
  apiResource('tenants', userPermissions),
  apiResource('users-auth'),
] as const;

type Block = (typeof API_RESOURCES)[number]['permissions'][number];

/** The blocks of every resource, in the permission table's order (their `row`). */
export const PERMISSION_BLOCKS: readonly Block[] = API_RESOURCES.flatMap(
  (resource): readonly Block[] => resource.permissions,
).sort((a, b) => a.row - b.row);
