import { z } from 'zod';
import { moneyText, withoutThousandsSeparators } from './money';

/** Money as a form or a client sends it: up to 9 digits, up to 3 decimals (fils), no sign. */
const MONEY = /^\d{1,9}(\.\d{1,3})?$/;

/**
 * Money as it travels (a string or a number, thousands commas allowed) → the canonical '15.500',
 * with one message for every way it can be wrong. `positive`: zero is refused too (a non-zero
 * digit is what makes well-formed money positive, no float needed). The one rule for an amount
 * typed into a cheque, a charge, a deposit move or an expense.
 */
export const moneyInputSchema = (message: string, { positive }: { positive: boolean }) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => (typeof v === 'number' ? String(v) : withoutThousandsSeparators(v)))
    .refine((v) => MONEY.test(v) && (!positive || /[1-9]/.test(v)), message)
    .transform((v) => moneyText(v));
