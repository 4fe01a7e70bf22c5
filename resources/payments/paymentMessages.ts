import { useTranslate } from 'react-admin';
import { MANUAL_PAYMENT_MESSAGES } from '../../domain/manualPaymentSchemas';
import { WRITE_OFF_MESSAGES } from '../../domain/invoiceMoney';
import { sharedMessageKey } from '../../src/i18n/sharedMessageKey';
import { REFUND_FORM_MESSAGES } from './refundForm';

/*
 * Issue 22: the validation messages of the manual payment and refund dialogs in the reader's
 * language. The rules and their English texts live in shared code (domain/manualPaymentSchemas.ts
 * is the server's schema too, refundForm.ts mirrors the server's refund rule), and the server must
 * keep answering in English there, so they stay as they are. The client maps each English text to
 * a catalogue key (`payments.messages.<name of the text in MANUAL_PAYMENT_MESSAGES>`,
 * `payments.refund_dialog.errors.<name>`) and translates it; a text it does not know (a server
 * answer, already in the reader's language) is shown as it came. Where the panel's copy said the
 * same as the domain catalogue, it is gone and the domain's id is used (sharedMessageKey).
 */
const textsOf = (messages: Record<string, unknown>, prefix: string): [string, string][] =>
  Object.entries(messages).flatMap(([name, text]) =>
    typeof text === 'string' ? [[text, `${prefix}.${name}`] as [string, string]] : [],
  );
const KEY_OF_TEXT = new Map<string, string>([
  ...textsOf(REFUND_FORM_MESSAGES, 'payments.refund_dialog.errors'),
  // The manual payment's own keys win where a text is the same (the decimals rule).
  ...textsOf(MANUAL_PAYMENT_MESSAGES, 'payments.messages'),
  [WRITE_OFF_MESSAGES.reasonTooLong, 'writeOff.reasonTooLong'],
]);

/** The catalogue key of one of the shared English messages, if it is one. */
export const paymentMessageKey = (text: string): string | undefined => {
  const key = KEY_OF_TEXT.get(text);
  return key && sharedMessageKey(key, text);
};

/** Translates a shared English message (or shows any other text as it is). */
export function usePaymentMessage() {
  const translate = useTranslate();
  return (text: string | null | undefined): string | undefined => {
    if (text === null || text === undefined) return undefined;
    const key = paymentMessageKey(text);
    return key ? translate(key, { _: text }) : text;
  };
}
