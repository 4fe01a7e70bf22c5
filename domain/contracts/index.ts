import type { PermissionBlock } from './contract';
import * as chequesEnglish from '../messages/en/resources/cheques';
import * as depositsEnglish from '../messages/en/resources/deposits';
import * as expensesEnglish from '../messages/en/resources/expenses';
import * as importsEnglish from '../messages/en/resources/imports';
import * as messagesEnglish from '../messages/en/resources/messages';
import * as remindersEnglish from '../messages/en/resources/reminders';
import * as ownersEnglish from '../messages/en/resources/owners';
import { messageArea, type MessageArea } from './messageArea';
import { auditPermissions } from './audit.permissions';
import { bankSettlementPermissions } from './bank-settlements.permissions';
import { chequePermissions } from './cheques.permissions';
import { tenantContractPermissions, tenantRentalPermissions } from './contracts.permissions';
import { depositPermissions } from './deposits.permissions';
import { expensePermissions } from './expenses.permissions';
import { invoicePermissions } from './invoices.permissions';
import { messagePermissions } from './messages.permissions';
import { ownerStatementPermissions } from './owner-statements.permissions';
import { propertyOwnerPermissions } from './property-owners.permissions';
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

/** What a registry line names besides its resource: the permission blocks and the message areas it owns. */
type LinePart = PermissionBlock | MessageArea;

/** A resource of the API in the registry: its name, the permission blocks and the server messages it owns. */
export interface ApiResource<Parts extends readonly LinePart[] = readonly LinePart[]> {
  /** Its contract (domain/contracts/<name>.ts) and its handlers (server/routes/<name>.ts) go by it. */
  name: string;
  permissions: readonly Extract<Parts[number], PermissionBlock>[];
  /** Its namespaces of the server's catalogue (./messageArea.ts), gathered by domain/messages/en.ts and ar.ts. */
  messages: readonly Extract<Parts[number], MessageArea>[];
}

const isMessageArea = (part: LinePart): part is MessageArea => 'kind' in part && part.kind === 'messages';

/**
 * A registry line: `apiResource('cheques', chequePermissions, chequeMessages)`. The parts keep their
 * literal types (the blocks' resource and action names, the areas' ids).
 */
export const apiResource = <const Parts extends readonly LinePart[] = []>(
  name: string,
  ...parts: Parts
): ApiResource<Parts> => ({
  name,
  permissions: parts.filter((part): part is Extract<Parts[number], PermissionBlock> => !isMessageArea(part)),
  messages: parts.filter((part): part is Extract<Parts[number], MessageArea> => isMessageArea(part)),
});

/**
 * Every resource of the API: the one list (issue 32). A new resource is its contract
 * (`domain/contracts/<name>.ts`, with its permission block beside it), its handlers
 * (`server/routes/<name>.ts`), its panel folder (`resources/<name>/`, found by the panel itself),
 * its server messages if it has any (`domain/messages/{en,ar}/resources/<name>.ts`) and one line here naming
 * its blocks and its message area (./messageArea.ts). The server loads each line's route module by name (server/routes/index.ts);
 * the permission catalogue, the seeded roles and the role matrix read the blocks named here.
 * The list holds names and blocks only, no schema, so the panel's first screen can read the
 * catalogue without downloading every contract. tests/api/apiContracts.test.ts checks that every
 * /api route is an endpoint of a listed contract, every endpoint is served, and each line's blocks
 * are its contract's.
 */
export const API_RESOURCES = [
  apiResource('audit', auditPermissions),
  apiResource('bank-settlements', bankSettlementPermissions),
  apiResource('cheques', chequePermissions, messageArea('cheques', chequesEnglish, ['cheques.slip'])),
  apiResource('collections'),
  apiResource('contact-messages'),
  apiResource('contract-decisions'),
  apiResource('contracts', tenantContractPermissions, tenantRentalPermissions),
  apiResource('dashboard'),
  apiResource(
    'deposits',
    depositPermissions,
    messageArea('deposits', depositsEnglish, ['deposits.statement']),
  ),
  apiResource(
    'expenses',
    expensePermissions,
    messageArea('expenses', expensesEnglish, ['expenses.report', 'expenses.categories']),
  ),
  apiResource('files'),
  apiResource('health'),
  apiResource('imports', messageArea('imports', importsEnglish, ['imports.columns'])),
  apiResource('invitations'),
  apiResource('invoice-items'),
  apiResource('invoice-reminders'),
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
  apiResource('messages', messagePermissions, messageArea('messages', messagesEnglish)),
  apiResource('messaging-webhooks'),
  apiResource('online-payment-links'),
  apiResource('online-payment-options'),
  apiResource('online-payment-refunds'),
  apiResource('online-payments'),
  apiResource('online-payments-webhook'),
  apiResource('owner-statements', ownerStatementPermissions),
  apiResource('password-recovery'),
  apiResource('plan-flexibility', planFlexibilityPermissions),
  apiResource('plans'),
  apiResource('profile'),
  apiResource('profile-language'),
  apiResource('properties', propertyPermissions),
  apiResource('property-managers', managerPermissions),
  apiResource(
    'property-owners',
    propertyOwnerPermissions,
    messageArea('owners', ownersEnglish, ['owners.statement', 'owners.methods']),
  ),
  apiResource('property-units'),
  apiResource('receipts', receiptsPermissions),
  apiResource('refresh'),
  apiResource('reports', financialReportsPermissions),
  apiResource('roles', rolePermissions),
  apiResource('setting'),
  apiResource('setting-cheques'),
  apiResource('setting-late-fees'),
  apiResource('setting-online-payments'),
  apiResource('setting-reminders', messageArea('reminders', remindersEnglish)),
  apiResource('subscriptions'),
  apiResource('super-dashboard'),
  apiResource('super-landlords', landlordPermissions),
  apiResource('super-plan-flexibility'),
  apiResource('super-subscriptions'),
  apiResource('super-support-tickets'),
  apiResource('support-tickets'),
  apiResource('system-config'),
  apiResource('tenant-message-preferences'),
  apiResource('tenant-statements'),
  apiResource('tenants', userPermissions),
  apiResource('users-auth'),
] as const;

type Block = (typeof API_RESOURCES)[number]['permissions'][number];

/** The blocks of every resource, in the permission table's order (their `row`). */
export const PERMISSION_BLOCKS: readonly Block[] = API_RESOURCES.flatMap(
  (resource): readonly Block[] => resource.permissions,
).sort((a, b) => a.row - b.row);

type Area = (typeof API_RESOURCES)[number]['messages'][number];
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** Every line's message areas, in the registry's order. */
export const RESOURCE_MESSAGE_AREAS: readonly Area[] = API_RESOURCES.flatMap(
  (resource): readonly Area[] => resource.messages,
);

/** The English of every line's areas as one catalogue part: what domain/messages/en.ts spreads. */
export type ResourcesEnglish = Intersection<Area['en']>;
