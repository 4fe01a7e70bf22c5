import { z } from 'zod';
import { MAINTENANCE_STATUSES } from './maintenanceFlow';
import { monthMoneySchema } from './dashboardSchemas';

/*
 * Issue 19 items 3 and 4: the tenant's dashboard and the platform's, as they travel. Money is a
 * string with 3 decimals, days are YYYY-MM-DD in Kuwait.
 *
 * Tenant figures (one tenant, limited to what the caller may see of it):
 * - next_due: the earliest invoice still owing something and due today or later (its pending
 *   amount); without one, the next rent the contract in force will bill (`projected`: no invoice
 *   yet); null when neither exists;
 * - balance: what the tenant owes on every issued invoice that is not cancelled (its statement's
 *   closing balance), and the part of it past due;
 * - deposit_held: security deposits of approved contracts in force today;
 * - contract: the approved contract in force today ending last, with its end and days left;
 * - last_payments: the six latest payments (payment date, then record time) with their receipts;
 * - open_requests: maintenance requests OPEN, IN_PROGRESS or DEFERRED (count, and the latest five);
 * - pay: whether online payment is offered (always: every server has a gateway) and what it would pay.
 */

const moneySchema = z.string().regex(/^-?\d+\.\d{3}$/);
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const tenantFiguresSchema = z.object({
  tenant_id: z.string(),
  tenant_name: z.string(),
  today: daySchema,
  currency: z.literal('KWD'),
  next_due: z
    .object({
      invoice_id: z.string().nullable(),
      invoice_no: z.string().nullable(),
      due_date: daySchema,
      amount: moneySchema,
      /** True when no invoice exists yet: the contract's next rent. */
      projected: z.boolean(),
    })
    .nullable(),
  balance: z.object({ total: moneySchema, overdue: moneySchema }),
  deposit_held: moneySchema,
  contract: z
    .object({
      contract_id: z.string(),
      property_name: z.string(),
      unit_no: z.string(),
      start_date: daySchema,
      end_date: daySchema,
      days_left: z.number().int(),
      monthly_rent: moneySchema,
    })
    .nullable(),
  last_payments: z.array(
    z.object({
      payment_id: z.string(),
      invoice_id: z.string(),
      invoice_no: z.string(),
      amount: moneySchema,
      payment_date: daySchema,
      method: z.string().nullable(),
      receipt_id: z.string().nullable(),
      receipt_no: z.string().nullable(),
    }),
  ),
  open_requests: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        number: z.string(),
        title: z.string(),
        status: z.enum(MAINTENANCE_STATUSES),
        created_at: z.string(),
      }),
    ),
  }),
  pay: z.object({
    /** Online payment exists once a payment gateway is built; until then the Pay button is hidden. */
    online_available: z.boolean(),
    /** The invoice a Pay button would pay: next_due's. */
    invoice_id: z.string().nullable(),
  }),
});
export type TenantFigures = z.infer<typeof tenantFiguresSchema>;

/**
 * Platform figures for the super admin: landlords active and awaiting approval (the landlords list
 * filtered by status=pending is where they are approved), properties, units, tenants (active
 * tenant logins), this month's invoices and collections across every landlord (same definitions as
 * the landlord's this_month), open support tickets (OPEN or IN_PROGRESS) and subscriptions by plan
 * (empty until plans exist).
 */
export const platformFiguresSchema = z.object({
  today: daySchema,
  currency: z.literal('KWD'),
  landlords: z.object({
    active: z.number().int(),
    awaiting_approval: z.number().int(),
    /** The panel screen where awaiting landlords are approved. */
    approve_link: z.string(),
  }),
  properties: z.number().int(),
  units: z.number().int(),
  tenants: z.number().int(),
  this_month: monthMoneySchema.extend({
    invoices: z.number().int(),
    cash_received: moneySchema,
    refunded: moneySchema,
    collection_percent: z.string().nullable(),
  }),
  open_support_tickets: z.number().int(),
  subscriptions_by_plan: z.array(z.object({ plan: z.string(), landlords: z.number().int() })),
});
export type PlatformFigures = z.infer<typeof platformFiguresSchema>;

/** Where the super admin approves landlords awaiting it. */
export const LANDLORD_APPROVAL_LINK = '/landlords/list?status=pending';
