import type { Locale } from '../../domain/displayLocale';
import { lookUp, type Values } from '../../domain/messages/catalogue';
import { en } from '../../domain/messages/en';
import type { MessageId } from '../../domain/messages/text';
import { textIn } from '../../domain/messages/textIn';

/*
 * A document's words in its reader's language, by id (issue 32 item 3): the PDFs' words are in
 * domain/messages/{en,ar}/documents.ts, a new document's in its own area. Codes the records
 * store (a payment method, an invoice status) are read through their ids; an unknown code is
 * printed as it is.
 */

/** The words of one reader's document: `t('pdf.invoice.title')`, `t('pdf.labels.date', { date })`. */
export const wordsIn = (locale: Locale) => (id: MessageId, values?: Values) => textIn(locale, id, values);

const byCode = (locale: Locale, id: string, code: string) =>
  lookUp(en, id) === undefined ? code : textIn(locale, id as MessageId);

/** A payment method in the reader's words ('KNET', 'كي نت'); none recorded says so. */
export const methodIn = (locale: Locale, method: string | null) =>
  method ? byCode(locale, `paymentMethods.${method}`, method) : textIn(locale, 'pdf.methodNotSpecified');

/** An invoice status in the reader's words ('Partially paid', 'مدفوعة جزئيًا'). */
export const statusIn = (locale: Locale, status: string) => byCode(locale, `pdf.status.${status}`, status);
