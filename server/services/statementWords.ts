import { ARABIC, displayMonth, type Locale } from '../../domain/displayLocale';
import { WRITE_OFF_MESSAGES } from '../../domain/invoiceMoney';
import { PAYMENT_METHOD_LABELS } from '../../domain/invoiceStatus';
import { REFUND_MESSAGES } from '../../domain/refundSchemas';
import { REPORT_MESSAGES } from '../../domain/reportSchemas';
import { textIn } from '../../domain/messages/textIn';
import { methodIn } from '../pdf/documentText';
import { monthLabel } from './invoicing';

/*
 * A tenant statement's line descriptions in the reader's language (issue 22): the English ones are
 * the spec's; an Arabic reader's use the same words as its invoices and receipts in PDF
 * (domain/messages/ar/documents.ts, by id). A reason is the landlord's own text and stays as written.
 */

export interface StatementWords {
  /** `period` is the invoice's first day (YYYY-MM-DD); `place` its property and unit. */
  rent(period: string, place: string): string;
  payment(method: string | null): string;
  writeOff(reason: string): string;
  refund(reason: string): string;
}

const english: StatementWords = {
  rent: (period, place) => `Rent for ${monthLabel(period)} — ${place}`,
  payment: (method) =>
    method
      ? `${REPORT_MESSAGES.paymentDescription} — ${PAYMENT_METHOD_LABELS[method] ?? method}`
      : REPORT_MESSAGES.paymentDescription,
  writeOff: WRITE_OFF_MESSAGES.statementDescription,
  refund: REFUND_MESSAGES.statementDescription,
};

const arabic: StatementWords = {
  rent: (period, place) =>
    `${textIn('ar', 'pdf.invoice.rentFor', { month: displayMonth(period.slice(0, 7), ARABIC) })} — ${place}`,
  payment: (method) => (method ? `دفعة — ${methodIn('ar', method)}` : 'دفعة'),
  writeOff: (reason) => `شطب — ${reason}`,
  refund: (reason) => `استرداد — ${reason}`,
};

export const statementWords = (locale: Locale): StatementWords => (locale === 'ar' ? arabic : english);
