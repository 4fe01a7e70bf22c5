import { describe, expect, it } from 'vitest';
import * as zm from 'zod/mini';
import { profileUpdateSchema, signupSchema } from '../../domain/accountSchemas';
import { bankAccountBodySchema } from '../../domain/bankSettlementSchemas';
import { contactMessageSchema } from '../../domain/contactMessages';
import { arabicMessage } from '../../domain/messages/arabic';
import { chargeCreateSchema } from '../../domain/invoiceSchemas';
import {
  maintenanceCommentSchema,
  maintenanceCreateSchema,
  maintenanceStatusSchema,
  maintenanceUpdateSchema,
} from '../../domain/maintenanceSchemas';
import { managerCreateSchema, managerUpdateSchema } from '../../domain/managerSchemas';
import { manualPaymentCreateSchema, manualPaymentUpdateSchema } from '../../domain/manualPaymentSchemas';
import { isOneLine, ONE_LINE_MESSAGE_AR, ONE_LINE_MESSAGES } from '../../domain/oneLine';
import { planInputSchema } from '../../domain/planSchemas';
import { propertyInputSchema, unitInputSchema } from '../../domain/propertySchemas';
import { roleInputSchema } from '../../domain/roleSchemas';
import { vendorInfoSchema } from '../../domain/settingSchemas';
import { supportCommentSchema, supportTicketCreateSchema } from '../../domain/supportTickets';
import { tenantCreateSchema, tenantUpdateSchema } from '../../domain/tenantSchemas';

/*
 * Issue 30 item 13: every one-line text field of the API's schemas refuses control characters
 * (a line break in a name or a subject was stored); multi-line fields keep their lines.
 */

type Parse = (input: unknown) => {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
};
interface Case {
  schema: string;
  parse: Parse;
  field: (string | number)[];
}

const classic =
  (schema: { safeParse: Parse }): Parse =>
  (input) =>
    schema.safeParse(input);
const mini: Parse = (input) => zm.safeParse(contactMessageSchema, input);

const ONE_LINE: Case[] = [
  ...(['fname', 'lname'] as const).flatMap((f) => [
    { schema: 'signup', parse: classic(signupSchema), field: [f] },
    { schema: 'profile', parse: classic(profileUpdateSchema), field: [f] },
  ]),
  ...(['firstName', 'lastName'] as const).flatMap((f) => [
    { schema: 'manager create', parse: classic(managerCreateSchema), field: [f] },
    { schema: 'manager update', parse: classic(managerUpdateSchema), field: [f] },
    { schema: 'tenant update', parse: classic(tenantUpdateSchema), field: [f] },
  ]),
  ...['firstName', 'lastName', 'firstNameAr', 'lastNameAr', 'nationality'].map((f) => ({
    schema: 'tenant create',
    parse: classic(tenantCreateSchema),
    field: [f],
  })),
  { schema: 'tenant update', parse: classic(tenantUpdateSchema), field: ['nationality'] },
  ...['name', 'nameAr', 'addressAr', 'area', 'street'].map((f) => ({
    schema: 'property',
    parse: classic(propertyInputSchema),
    field: [f],
  })),
  { schema: 'unit', parse: classic(unitInputSchema), field: ['unitNo'] },
  { schema: 'maintenance create', parse: classic(maintenanceCreateSchema), field: ['title'] },
  { schema: 'maintenance create', parse: classic(maintenanceCreateSchema), field: ['preferred_visit_times'] },
  ...['title', 'vendor_name', 'preferred_visit_times'].map((f) => ({
    schema: 'maintenance update',
    parse: classic(maintenanceUpdateSchema),
    field: [f],
  })),
  { schema: 'bank account', parse: classic(bankAccountBodySchema), field: ['holder_name'] },
  { schema: 'bank account', parse: classic(bankAccountBodySchema), field: ['bank_name'] },
  { schema: 'support ticket', parse: classic(supportTicketCreateSchema), field: ['subject'] },
  { schema: 'payment create', parse: classic(manualPaymentCreateSchema), field: ['deposit_reference'] },
  { schema: 'payment update', parse: classic(manualPaymentUpdateSchema), field: ['deposit_reference'] },
  { schema: 'invoice charge', parse: classic(chargeCreateSchema), field: ['description'] },
  { schema: 'vendor', parse: classic(vendorInfoSchema), field: ['name'] },
  { schema: 'vendor', parse: classic(vendorInfoSchema), field: ['address'] },
  { schema: 'plan', parse: classic(planInputSchema), field: ['name'] },
  { schema: 'plan', parse: classic(planInputSchema), field: ['features', 0] },
  { schema: 'role', parse: classic(roleInputSchema), field: ['name'] },
  { schema: 'contact form', parse: mini, field: ['name'] },
  { schema: 'contact form', parse: mini, field: ['subject'] },
];

const MULTI_LINE: Case[] = [
  { schema: 'property', parse: classic(propertyInputSchema), field: ['description'] },
  { schema: 'maintenance create', parse: classic(maintenanceCreateSchema), field: ['description'] },
  { schema: 'maintenance status', parse: classic(maintenanceStatusSchema), field: ['reason'] },
  { schema: 'maintenance comment', parse: classic(maintenanceCommentSchema), field: ['body'] },
  { schema: 'support ticket', parse: classic(supportTicketCreateSchema), field: ['description'] },
  { schema: 'support comment', parse: classic(supportCommentSchema), field: ['body'] },
  { schema: 'payment create', parse: classic(manualPaymentCreateSchema), field: ['notes'] },
  { schema: 'vendor', parse: classic(vendorInfoSchema), field: ['desc'] },
  { schema: 'plan', parse: classic(planInputSchema), field: ['description'] },
  { schema: 'contact form', parse: mini, field: ['message'] },
];

/** An input with only `field` set (nested as its path says); the other fields' issues are ignored. */
function inputWith(field: (string | number)[], value: string): unknown {
  const [head, ...rest] = field;
  if (head === undefined) return value;
  const inner = inputWith(rest, value);
  return typeof head === 'number' ? [inner] : { [head]: inner };
}

const messagesAt = (c: Case, value: string): string[] =>
  (c.parse(inputWith(c.field, value)).error?.issues ?? [])
    .filter((i) => i.path.join('.') === c.field.join('.'))
    .map((i) => i.message);

describe('one-line fields', () => {
  it.each(ONE_LINE.map((c) => [`${c.schema} ${c.field.join('.')}`, c] as const))(
    '%s refuses CR, LF, tab and NUL with the one-line message',
    (_name, c) => {
      for (const value of [
        'عَلِيّ\r\nBcc: x',
        'Line one\nline two',
        'Tab\there',
        'Nul\u0000byte',
        'Line\u2028sep',
      ])
        expect(messagesAt(c, value), JSON.stringify(value)).toContain(ONE_LINE_MESSAGES.oneLine);
      expect(messagesAt(c, 'عَلِيّ الصَّبَّاح')).not.toContain(ONE_LINE_MESSAGES.oneLine);
    },
  );

  it.each(MULTI_LINE.map((c) => [`${c.schema} ${c.field.join('.')}`, c] as const))(
    '%s keeps its line breaks',
    (_name, c) => {
      expect(messagesAt(c, 'First line of the text.\r\nSecond line of the text.')).toEqual([]);
    },
  );

  it('says so in Arabic too, the contact form’s own text and the server’s alike', () => {
    expect(arabicMessage(ONE_LINE_MESSAGES.oneLine)).toBe(ONE_LINE_MESSAGE_AR);
    expect(isOneLine('عَلِيّ - O’Brien')).toBe(true);
    for (const breaker of ['\u0085', '\u2028', '\u2029']) expect(isOneLine(`a${breaker}b`)).toBe(false);
  });
});
