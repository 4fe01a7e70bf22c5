import { money, moneyText, withoutThousandsSeparators } from '../../domain/money';

/** The Refund dialog's rules (issue 20 item 6): checked here first, and again by the server. */
export const REFUND_FORM_MESSAGES = {
  amountRequired: 'Enter the amount to refund.',
  amountFormat: 'Use up to 3 decimal places (e.g., 100.000)',
  amountPositive: 'The amount must be more than 0.',
  amountTooLarge: (left: string) => `A refund can be at most ${left} KWD, what is left of this payment.`,
  reasonRequired: 'A reason for the refund is required.',
} as const;
const M = REFUND_FORM_MESSAGES;

export interface RefundFormValues {
  amount: string;
  reason: string;
}
export type RefundFormErrors = Partial<Record<keyof RefundFormValues, string>>;

/** The dialog opens on what is left to refund. */
export const emptyRefundForm = (refundable: string): RefundFormValues => ({
  amount: moneyText(refundable),
  reason: '',
});

export function validateRefundForm(values: RefundFormValues, refundable: string): RefundFormErrors {
  const errors: RefundFormErrors = {};
  const amount = withoutThousandsSeparators(values.amount).trim();
  if (!amount) errors.amount = M.amountRequired;
  else if (!/^\d{1,9}(\.\d{1,3})?$/.test(amount)) errors.amount = M.amountFormat;
  else if (money(amount).lte(0)) errors.amount = M.amountPositive;
  else if (money(amount).gt(refundable)) errors.amount = M.amountTooLarge(moneyText(refundable));
  if (!values.reason.trim()) errors.reason = M.reasonRequired;
  return errors;
}

/** What POST /api/online-payments/attempts/:id/refund takes. */
export const refundPayload = (values: RefundFormValues) => ({
  amount: moneyText(withoutThousandsSeparators(values.amount).trim()),
  reason: values.reason.trim(),
});
