import { z } from 'zod';
import { formatKwd, money, withoutThousandsSeparators } from './money';
import { text } from './messages/text';

/**
 * Issue 20 item 5: a landlord may let its tenants pay part of an invoice online (App Setting,
 * off by default), above a minimum. One rule for the server's checkout and the tenant's Pay
 * dialog, and one schema for the setting's route and screen. No I/O here.
 */

export interface PartialPaymentSetting {
  allow_partial: boolean;
  /** KWD with 3 decimals ('5.000'). */
  minimum_amount: string;
}

export const DEFAULT_PARTIAL_SETTING: PartialPaymentSetting = {
  allow_partial: false,
  minimum_amount: '5.000',
};

export const PARTIAL_PAYMENT_MESSAGES = {
  loaded: text('partialPayments.loaded'),
  updated: text('partialPayments.updated'),
  minimumFormat: text('partialPayments.minimumFormat'),
  minimumPositive: text('partialPayments.minimumPositive'),
  amountFormat: text('partialPayments.amountFormat'),
  amountPositive: text('partialPayments.amountPositive'),
  fullOnly: text('partialPayments.fullOnly'),
  overBalance: (balance: string) => text('partialPayments.overBalance', { balance: formatKwd(balance) }),
  underMinimum: (minimum: string, balance: string) =>
    text('partialPayments.underMinimum', { minimum: formatKwd(minimum), balance: formatKwd(balance) }),
} as const;
const M = PARTIAL_PAYMENT_MESSAGES;

const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;

/** Money as typed ('1,000.5', 12) → its digits, or null when it is not an amount of KWD. */
export function amountDigits(value: string | number): string | null {
  const text = withoutThousandsSeparators(String(value)).trim();
  return AMOUNT_PATTERN.test(text) ? text : null;
}

/**
 * Why `amount` cannot be paid online on an invoice owing `balance` (null: it can). Without the
 * setting only the balance passes; with it, any amount from the minimum up to the balance, and the
 * whole balance when it is below the minimum. Never more than the balance.
 */
export function partialAmountProblem(
  amount: string,
  balance: string,
  setting: PartialPaymentSetting,
): string | null {
  const asked = money(amount);
  if (asked.eq(balance)) return null;
  if (!setting.allow_partial) return M.fullOnly;
  if (asked.lte(0)) return M.amountPositive;
  if (asked.gt(balance)) return M.overBalance(balance);
  if (asked.lt(setting.minimum_amount)) return M.underMinimum(setting.minimum_amount, balance);
  return null;
}

/** PUT /api/setting/online-payments: the switch and its minimum (required above 0 when on). */
export const partialPaymentSettingSchema = z
  .object({
    allow_partial: z.boolean(),
    minimum_amount: z
      .union([z.string(), z.number()], { error: M.minimumFormat })
      .transform((v) => amountDigits(v) ?? '')
      .refine((v) => v !== '', M.minimumFormat),
  })
  // A minimum that is not an amount was refused above (zod may still run this check).
  .refine((s) => !s.allow_partial || s.minimum_amount === '' || money(s.minimum_amount).gt(0), {
    message: M.minimumPositive,
    path: ['minimum_amount'],
  });

/** GET /api/online-payments/pay-options/:id: what the tenant's Pay dialog offers for one invoice. */
export const payOptionsSchema = z.object({
  invoice_id: z.string(),
  invoice_no: z.string(),
  balance: z.string(),
  currency: z.string(),
  allow_partial: z.boolean(),
  minimum_amount: z.string(),
});
export type PayOptions = z.infer<typeof payOptionsSchema>;
