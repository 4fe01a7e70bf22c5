import type { Dayjs } from 'dayjs';
import {
  ADD_PAYMENT_METHODS,
  ATTACHMENT_ACCEPT,
  amountProblem,
  CURRENCY_OPTIONS,
  isAcceptedAttachment as isAcceptedName,
  MANUAL_PAYMENT_MESSAGES,
  PAYMENT_METHOD_OPTIONS,
  UPDATE_PAYMENT_METHODS,
} from '../../domain/manualPaymentSchemas';
import { moneyNumber, moneyText, withoutThousandsSeparators } from '../../domain/money';
import type {
  CreatePaymentPayload,
  InvoiceOption,
  ManualPayment,
  PaymentAttachment,
  UpdatePaymentPayload,
} from './manualPaymentApi';

/** The dialogs' messages (spec sections 5 and 8), shared with the server. */
export const PAYMENT_FORM_MESSAGES = MANUAL_PAYMENT_MESSAGES;

export const CURRENCIES = CURRENCY_OPTIONS;
/** Spec section 5: method options of each dialog. */
export const ADD_METHODS = ADD_PAYMENT_METHODS;
export const UPDATE_METHODS = UPDATE_PAYMENT_METHODS;
export const METHOD_LABELS: Record<string, string> = PAYMENT_METHOD_OPTIONS;

export type PaymentDialogMode = 'add' | 'update';

export interface PaymentFormValues {
  invoice: InvoiceOption | null;
  amount: string;
  currency: string;
  method: string;
  depositReference: string;
  depositDate: Dayjs | null;
  notes: string;
  markAsPaid: boolean;
  /** Why a short payment marked as paid leaves the rest unpaid (kept on the write-off). */
  writeOffReason: string;
}

export type PaymentFormErrors = Partial<Record<'invoice' | 'amount' | 'currency' | 'landlord', string>>;

export const emptyPaymentForm = (): PaymentFormValues => ({
  invoice: null,
  amount: '',
  currency: 'KWD',
  method: '',
  depositReference: '',
  depositDate: null,
  notes: '',
  markAsPaid: false,
  writeOffReason: '',
});

const stripCommas = (amount: string) => withoutThousandsSeparators(amount);

/** The amount's message (the API's own rule), or null when it is valid. */
export const amountError = (amount: string): string | null => amountProblem(amount);

export function validatePaymentForm(values: PaymentFormValues, mode: PaymentDialogMode): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  if (mode === 'add' && !values.invoice) errors.invoice = MANUAL_PAYMENT_MESSAGES.invoiceRequired;
  const amount = amountError(values.amount);
  if (amount) errors.amount = amount;
  if (!values.currency) errors.currency = MANUAL_PAYMENT_MESSAGES.currencyRequired;
  return errors;
}

function commonPayload(values: PaymentFormValues) {
  return {
    amount: moneyNumber(stripCommas(values.amount)),
    currency: values.currency,
    method: values.method,
    deposit_reference: values.depositReference.trim(),
    deposit_date: values.depositDate ? values.depositDate.toISOString() : null,
    notes: values.notes.trim(),
  };
}

export function createPayload(values: PaymentFormValues): CreatePaymentPayload {
  return {
    invoice_id: values.invoice!.id,
    ...commonPayload(values),
    mark_as_paid: values.markAsPaid,
    ...(values.markAsPaid && values.writeOffReason.trim()
      ? { write_off_reason: values.writeOffReason.trim() }
      : {}),
  };
}

export function updatePayload(values: PaymentFormValues, kept: PaymentAttachment[]): UpdatePaymentPayload {
  return { ...commonPayload(values), keep_attachments: kept.map((file) => file.name) };
}

/** The update dialog starts from the payment as listed. */
export function formFromPayment(payment: ManualPayment, toDate: (iso: string) => Dayjs): PaymentFormValues {
  return {
    invoice: { id: payment.invoice_id, name: payment.invoice_no },
    amount: moneyText(payment.amount),
    currency: payment.currency || 'KWD',
    // A method the update dialog does not offer (cheque) cannot be kept; the field says so.
    method:
      payment.method && (UPDATE_METHODS as readonly string[]).includes(payment.method) ? payment.method : '',
    depositReference: payment.deposit_reference ?? '',
    depositDate: payment.deposit_date ? toDate(payment.deposit_date) : null,
    notes: payment.notes ?? '',
    markAsPaid: false,
    writeOffReason: '',
  };
}

export const PAYMENT_ATTACHMENT_ACCEPT = ATTACHMENT_ACCEPT;

/** Spec section 5: images, pdf, doc and docx only (by extension; the server checks the content). */
export const isAcceptedAttachment = (file: Pick<File, 'name'>): boolean => isAcceptedName(file.name);
