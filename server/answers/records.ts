import { z } from 'zod';

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
  method: z.enum(['bank_transfer', 'cash', 'cheque', 'pos']).nullable(),
  receivedOn: z.string(),
  createdAt: z.string(),
});

export const receiptReportSchema = z.object({
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  total: z.string(),
  count: z.number(),
  byPeriod: z.array(z.object({ total: z.string(), count: z.number(), period: z.string() })),
  byProperty: z.array(
    z.object({ total: z.string(), count: z.number(), propertyId: z.string(), propertyName: z.string() }),
  ),
  byMethod: z.array(
    z.object({
      total: z.string(),
      count: z.number(),
      method: z.enum(['bank_transfer', 'cash', 'cheque', 'pos', 'unspecified']),
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
  kind: z.enum(['invoice', 'payment', 'write_off']),
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
  method: z.enum(['bank_transfer', 'cash', 'cheque', 'pos']).nullable(),
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
});

export const collectionRowSchema = z.object({
  invoice_id: z.string(),
  invoice_no: z.string(),
  property_name: z.string(),
  unit_no: z.string(),
  tenant_name: z.string(),
  payment_date: z.string().nullable(),
  rent: z.number(),
  written_off: z.number(),
  status: z.string(),
  attachments: z.array(z.object({ name: z.string(), url: z.string() })),
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
  key: z.enum(['super_admin', 'admin', 'landlord', 'manager', 'user']),
  name: z.string(),
  permissions: z.array(rolePermissionSchema),
});

export const tenantConfigSchema = z.object({
  name: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
});
