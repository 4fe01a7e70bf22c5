import { z } from 'zod';
import type { managerRecordSchema } from './contracts/answers/records';
import { oneLine } from './oneLine';
import { sortFieldSchema } from './listQuery';
import { ACCOUNT_MESSAGES as M, NAME_MIN_LENGTH } from './accountMessages';
import { emailSchema, phoneSchema } from './accountSchemas';
import { listQuerySchema } from './roleSchemas';
import { TENANT_MESSAGES } from './tenantSchemas';
import { text } from './messages/text';

/** Texts of the Property managers screens and of /api/property-managers. */
export const MANAGER_MESSAGES = {
  invited: (email: string) => text('managers.invited', { email }),
  updated: text('managers.updated'),
  deactivated: text('managers.deactivated'),
  activated: text('managers.activated'),
  invitationResent: (email: string) => text('managers.invitationResent', { email }),
  notFound: text('managers.notFound'),
  /** The tenants' neutral refusal of an address that already has an account (issue 30 item 9). */
  emailTaken: TENANT_MESSAGES.emailTaken,
  foreignProperty: text('managers.foreignProperty'),
  alreadyAccepted: text('managers.alreadyAccepted'),
  notAccepted: text('managers.notAccepted'),
  disabledNoInvite: text('managers.disabledNoInvite'),
  landlordRequired: text('managers.landlordRequired'),
} as const;

/** The statuses the screens show: a users row's 'pending' is an invitation not yet accepted. */
export const MANAGER_STATUSES = ['active', 'invited', 'disabled'] as const;
export type ManagerStatus = (typeof MANAGER_STATUSES)[number];

// The sign-up rules and messages (spec section 5) for the fields a landlord types for a manager.
const name = (message: string) =>
  oneLine(z.string({ error: message }).trim().min(NAME_MIN_LENGTH, message).max(60, message));

const propertyIdsSchema = z
  .array(z.uuid({ error: MANAGER_MESSAGES.foreignProperty }), { error: MANAGER_MESSAGES.foreignProperty })
  .max(500)
  // The same property twice means nothing more than once.
  .transform((ids) => [...new Set(ids)]);

/** POST /api/property-managers/create. No propertyIds (or an empty list): every property. */
export const managerCreateSchema = z.object({
  firstName: name(M.firstName),
  lastName: name(M.lastName),
  email: emailSchema,
  phone: phoneSchema,
  propertyIds: propertyIdsSchema.optional(),
  /** Platform admins only: the landlord the manager acts for (a landlord's own id is implied). */
  landlordId: z.uuid({ error: MANAGER_MESSAGES.landlordRequired }).optional(),
});
export type ManagerCreateInput = z.infer<typeof managerCreateSchema>;

/**
 * POST /api/property-managers/update/{id}: any subset. The email is the manager's login and
 * stays; status moves only between active and disabled (an invited manager activates itself).
 */
export const managerUpdateSchema = z.object({
  firstName: name(M.firstName).optional(),
  lastName: name(M.lastName).optional(),
  phone: phoneSchema.optional(),
  propertyIds: propertyIdsSchema.optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export type ManagerUpdateInput = z.infer<typeof managerUpdateSchema>;

export const MANAGER_SORTS = [
  'createdAt',
  'firstName',
  'lastName',
  'email',
  'status',
  'lastLoginAt',
] as const;
export type ManagerSort = (typeof MANAGER_SORTS)[number];
export const managerListQuerySchema = listQuerySchema.extend({
  sort: sortFieldSchema(MANAGER_SORTS).optional(),
  status: z.enum(MANAGER_STATUSES).optional(),
});

/** One manager as the API sends it (list items and get/{id}): the contract's answer schema. */
export type ManagerRecord = z.output<typeof managerRecordSchema>;
