import { z } from 'zod';
import { RECORDED_PAYMENT_METHODS } from '../../invoiceStatus';
import { invoiceRefundSchema, paymentOnlineSchema } from '../../refundSchemas';
import { DIGIT_SYSTEMS, LOCALES } from '../../displayLocale';

export const invoiceSchema = z.object({
  status: z.enum(['UNPAID', 'PARTIALLY_PAID', 'PAID', 'OVERDUE', 'CANCELLED']),
  id: z.string(),
  propertyId: z.string(),
  tenantId: z.string(),
  period: z.string(),
  invoiceNo: z.string(),
  dueDate: z.string(),
  total: z.string(),
  balance: z.string(),
  tenantName: z.string(),
  propertyName: z.string(),
  createdAt: z.date(),
  unitNo: z.string(),
  unitId: z.string(),
  contractId: z.string(),
  issueDate: z.string(),
  paidAmount: z.string(),
  writtenOffAmount: z.string(),
  currency: z.string(),
});

export const documentIssuerSchema = z.object({ name: z.string(), address: z.string() });

export const receiptSchema = z.object({
  id: z.string(),
  landlordId: z.string(),
  landlordName: z.string().optional(),
  receiptNo: z.string(),
  paymentId: z.string(),
  invoiceId: z.string(),
  invoiceNo: z.string(),
  tenantId: z.string(),
  payerName: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  amount: z.string(),
  method: z.enum(RECORDED_PAYMENT_METHODS).nullable(),
  receivedOn: z.string(),
  createdAt: z.string(),
  /** Paid through the built-in sandbox gateway: a test, no money moved (issue 30 item 6). */
  testPayment: z.boolean().optional(),
});

export const receiptReportSchema = z.object({
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  total: z.string(),
  count: z.number(),
  refunded: z.string(),
  refundCount: z.number(),
  net: z.string(),
  byPeriod: z.array(z.object({ total: z.string(), count: z.number(), period: z.string() })),
  byProperty: z.array(
    z.object({ total: z.string(), count: z.number(), propertyId: z.string(), propertyName: z.string() }),
  ),
  byMethod: z.array(
    z.object({
      total: z.string(),
      count: z.number(),
      method: z.enum([...RECORDED_PAYMENT_METHODS, 'unspecified']),
    }),
  ),
});

export const collectionTotalsSchema = z.object({
  due: z.string(),
  collected: z.string(),
  writtenOff: z.string(),
  outstanding: z.string(),
});

export const rentalCollectionRowSchema = z.object({
  unitId: z.string(),
  unitNo: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  period: z.string(),
  tenantName: z.string(),
  due: z.string(),
  collected: z.string(),
  writtenOff: z.string(),
  outstanding: z.string(),
});

export const statementEntrySchema = z.object({
  date: z.string(),
  kind: z.enum(['invoice', 'payment', 'write_off', 'refund']),
  reference: z.string(),
  description: z.string(),
  debit: z.string().nullable(),
  credit: z.string().nullable(),
  balance: z.string(),
});

export const tenantStatementSchema = z.object({
  tenant: z.object({ id: z.string(), name: z.string() }),
  entries: z.array(statementEntrySchema),
  totalDebit: z.string(),
  totalCredit: z.string(),
  totalWrittenOff: z.string(),
  closingBalance: z.string(),
});

export const manualPaymentRecordSchema = z.object({
  id: z.string(),
  invoice_no: z.string(),
  landlord_name: z.string(),
  amount: z.number(),
  method: z.enum(RECORDED_PAYMENT_METHODS).nullable(),
  docs: z.object({ attachments: z.array(z.object({ name: z.string(), url: z.string() })) }),
  created_at: z.string(),
  deposit_date: z.string().nullable(),
  deposit_reference: z.string().nullable(),
  notes: z.string().nullable(),
  invoice_id: z.string(),
  currency: z.string(),
  tenant_name: z.string(),
  invoice_status: z.string(),
  landlord_id: z.string(),
  online: paymentOnlineSchema.nullable().optional(),
});

export const documentLinkSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  url: z.string(),
});

export const managerRecordSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'invited', 'disabled']),
  propertyIds: z.array(z.string()),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});

export const socialLinksSchema = z.object({
  facebook: z.string(),
  instagram: z.string(),
  twitter: z.string(),
  whatsapp: z.string(),
  linkedin: z.string(),
  youtube: z.string(),
});

export const appSettingSchema = z.object({
  name: z.string(),
  address: z.string(),
  description: z.string(),
  media: socialLinksSchema,
  logo: z.string().nullable(),
  banner: z.string().nullable(),
});

export const rolePermissionSchema = z.object({ name: z.string(), show_on_menu: z.boolean() });

export const userRoleSchema = z.object({
  id: z.number(),
  key: z.enum(['super_admin', 'admin', 'landlord', 'manager', 'user', 'owner']),
  name: z.string(),
  permissions: z.array(rolePermissionSchema),
});

export const tenantConfigSchema = z.object({
  name: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
});

/** A contract as the contract routes answer it (contracts, decisions, a tenant's contracts). */
export const contractSchema = z.object({
  tenantName: z.string(),
  /** The tenant's and the property's Arabic names ('' when none), for Arabic readers. */
  tenantNameAr: z.string(),
  propertyNameAr: z.string(),
  status: z.enum(['requested', 'approved', 'rejected', 'terminated']),
  expired: z.boolean(),
  documents: z.array(documentLinkSchema),
  id: z.string(),
  landlordId: z.string(),
  tenantId: z.string(),
  tenantEmail: z.string(),
  unitId: z.string(),
  unitNo: z.string(),
  unitStatus: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  monthlyRent: z.string(),
  securityDeposit: z.string(),
  paymentDueDay: z.number(),
  renewedFromId: z.string().nullable(),
  decidedAt: z.date().nullable(),
  terminatedAt: z.date().nullable(),
  createdAt: z.date(),
});

/** A tenant as the tenant routes answer it. */
export const tenantRecordSchema = z.object({
  civilId: z.string(),
  documents: z.array(documentLinkSchema),
  id: z.string(),
  landlordId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  firstNameAr: z.string(),
  lastNameAr: z.string(),
  /** The full name in the reader's language (Accept-Language), falling back to the other one. */
  displayName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  civilIdExpiry: z.string().nullable(),
  nationality: z.string(),
  status: z.string(),
  createdAt: z.date(),
});

/** An invoice with its lines, payments, receipts and write-off (the invoice page and charge calls). */
export const invoiceDetailSchema = invoiceSchema.extend({
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['rent', 'charge']),
      description: z.string(),
      amount: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      attachments: z.array(z.object({ name: z.string(), url: z.string() })),
      id: z.string(),
      amount: z.string(),
      method: z.string().nullable(),
      depositReference: z.string().nullable(),
      depositDate: z.date().nullable(),
      paymentDate: z.string(),
      notes: z.string().nullable(),
      createdAt: z.date(),
      receiptId: z.string().nullable(),
      receiptNo: z.string().nullable(),
    }),
  ),
  receipts: z.array(
    z.object({
      id: z.string(),
      receiptNo: z.string(),
      amount: z.string(),
      method: z.string().nullable(),
      receivedOn: z.string(),
    }),
  ),
  writeOff: z
    .object({
      amount: z.string(),
      reason: z.string(),
      createdAt: z.date(),
      createdByName: z.string().nullable(),
    })
    .nullable(),
  refunds: z.array(invoiceRefundSchema),
});

/** A unit of a property. */
export const unitSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  unitNo: z.string(),
  floor: z.number().nullable(),
  type: z.string(),
  bedrooms: z.number().nullable(),
  areaM2: z.string().nullable(),
  monthlyRent: z.string(),
  status: z.string(),
  createdAt: z.date(),
});

/** The signed-in user as the account routes answer it (users/me, the profile). */
export const loggedInUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  landlordId: z.string().nullable(),
  allowedHoldingProperties: z.boolean(),
  role: userRoleSchema,
  fname: z.string(),
  lname: z.string(),
  avatar: z.string().nullable(),
  profilePic: z.string().nullable(),
  locale: z.enum(LOCALES).nullable(),
  digits: z.enum(DIGIT_SYSTEMS),
});
