import { z } from 'zod';
import { oneLine } from './oneLine';
import { sortFieldSchema } from './listQuery';
import { ACCOUNT_MESSAGES, NAME_MIN_LENGTH } from './accountMessages';
import { emailSchema, phoneSchema } from './accountSchemas';
import { isValidCivilId } from './civilId';
import { isIsoDate } from './contractSchemas';
import { todayInKuwait } from './kuwaitDate';
import { listQuerySchema } from './roleSchemas';
import { text } from './messages/text';

/** Tenants (issue 5 item 3): the landlord's tenants, each with a panel login by invitation. */
export const TENANT_MESSAGES = {
  firstNameAr: text('tenants.firstNameAr'),
  lastNameAr: text('tenants.lastNameAr'),
  civilId: text('tenants.civilId'),
  civilIdCheckDigit: text('tenants.civilIdCheckDigit'),
  civilIdExpiry: text('tenants.civilIdExpiry'),
  civilIdExpired: text('tenants.civilIdExpired'),
  nationality: text('tenants.nationality'),
  /**
   * An address that already has an account, anyone's (staff adding a tenant or manager, or changing
   * a pending tenant's email): it says nothing about whose it is (issue 30 item 9).
   */
  emailTaken: text('tenants.emailTaken'),
  emailOwned: text('tenants.emailOwned'),
  emailOwnedHint: text('tenants.emailOwnedHint'),
  civilIdTaken: text('tenants.civilIdTaken'),
  notFound: text('tenants.notFound'),
  hasContracts: text('tenants.hasContracts'),
  created: text('tenants.created'),
  updated: text('tenants.updated'),
  deleted: text('tenants.deleted'),
  payloadMalformed: text('forms.payloadMalformed'),
} as const;

export const CIVIL_ID_PATTERN = /^\d{12}$/;

/**
 * Arabic letters (with their vowel marks), spaces, hyphens and apostrophes; no Latin letters and
 * no digits, Arabic-Indic ones included. The marks (fatha, kasra, shadda, dagger alif: عَلِيّ)
 * belong to the Inherited script, so letters are matched by Script_Extensions, which names
 * Arabic for them too (issue 30 item 13).
 */
const ARABIC_NAME = /^(?:[\s'-]|(?=\p{Script_Extensions=Arabic})[\p{L}\p{M}])+$/u;

const name = (message: string) =>
  oneLine(z.string({ error: message }).trim().min(NAME_MIN_LENGTH, message).max(60, message));
/** Arabic names are optional: blank means none. */
const optionalName = (message: string) =>
  oneLine(
    z
      .string({ error: message })
      .trim()
      .max(60, message)
      .refine((v) => v === '' || (v.length >= NAME_MIN_LENGTH && ARABIC_NAME.test(v)), message),
  ).default('');

export const tenantFields = {
  firstName: name(ACCOUNT_MESSAGES.firstName),
  lastName: name(ACCOUNT_MESSAGES.lastName),
  firstNameAr: optionalName(TENANT_MESSAGES.firstNameAr),
  lastNameAr: optionalName(TENANT_MESSAGES.lastNameAr),
  email: emailSchema,
  phone: phoneSchema,
  civilId: z
    .string({ error: TENANT_MESSAGES.civilId })
    .transform((v) => v.replace(/\s/g, ''))
    .refine((v) => CIVIL_ID_PATTERN.test(v), TENANT_MESSAGES.civilId)
    .refine((v) => !CIVIL_ID_PATTERN.test(v) || isValidCivilId(v), TENANT_MESSAGES.civilIdCheckDigit),
  civilIdExpiry: z
    .string({ error: TENANT_MESSAGES.civilIdExpiry })
    .trim()
    .refine((v) => v === '' || isIsoDate(v), TENANT_MESSAGES.civilIdExpiry)
    // Read at parse time: the same rule in the browser and on the server, by Kuwait's calendar.
    .refine((v) => !isIsoDate(v) || v >= todayInKuwait(Date.now()), TENANT_MESSAGES.civilIdExpired)
    .nullish()
    .transform((v) => (v ? v : null)),
  nationality: oneLine(
    z.string({ error: TENANT_MESSAGES.nationality }).trim().max(60, TENANT_MESSAGES.nationality),
  ).default(''),
};

/** POST tenants/create (JSON, or multipart `payload` + repeated `files`). */
export const tenantCreateSchema = z.object(tenantFields);
export type TenantCreateInput = z.infer<typeof tenantCreateSchema>;

/** POST tenants/update/{id}: any field; `removeDocuments` lists stored document keys to drop. */
export const tenantUpdateSchema = z.object({
  firstName: tenantFields.firstName.optional(),
  lastName: tenantFields.lastName.optional(),
  firstNameAr: optionalName(TENANT_MESSAGES.firstNameAr).optional(),
  lastNameAr: optionalName(TENANT_MESSAGES.lastNameAr).optional(),
  email: tenantFields.email.optional(),
  phone: tenantFields.phone.optional(),
  civilId: tenantFields.civilId.optional(),
  civilIdExpiry: tenantFields.civilIdExpiry.optional(),
  nationality: oneLine(z.string().trim().max(60, TENANT_MESSAGES.nationality)).optional(),
  removeDocuments: z.array(z.string().max(40)).max(50).optional(),
});
export type TenantUpdateInput = z.infer<typeof tenantUpdateSchema>;

export const TENANT_SORTS = [
  'createdAt',
  'firstName',
  'lastName',
  'email',
  'civilIdExpiry',
  'status',
] as const;
export type TenantSort = (typeof TENANT_SORTS)[number];
export const tenantListQuerySchema = listQuerySchema.extend({
  sort: sortFieldSchema(TENANT_SORTS).optional(),
  status: z.enum(['pending', 'active', 'disabled']).optional(),
  /** react-admin's getMany: a comma-separated list of ids. */
  ids: z.string().max(4000).optional(),
});
