import { ARABIC, displayMonth, type Locale } from '../../domain/displayLocale';
import { methodIn, wordsIn } from '../pdf/documentText';
import { monthLabel } from './invoicing';

/*
 * A tenant statement's line descriptions in the reader's language (issue 22), by id (issue 32
 * item 3: domain/messages/{en,ar}/documents.ts's `statement`): the English are the spec's; an
 * Arabic reader's use the same words as its invoices and receipts in PDF. A reason is the
 * landlord's own text and stays as written.
 */

export interface StatementWords {
  /** `period` is the invoice's first day (YYYY-MM-DD); `place` its property and unit. */
  rent(period: string, place: string): string;
  payment(method: string | null): string;
  writeOff(reason: string): string;
  refund(reason: string): string;
}

export function statementWords(locale: Locale): StatementWords {
  const t = wordsIn(locale);
  return {
    rent: (period, place) =>
      t('statement.rent', {
        month: locale === 'en' ? monthLabel(period) : displayMonth(period.slice(0, 7), ARABIC),
        place,
      }),
    payment: (method) =>
      method ? t('statement.paymentBy', { method: methodIn(locale, method) }) : t('statement.payment'),
    writeOff: (reason) => t('statement.writeOff', { reason }),
    refund: (reason) => t('refunds.statementDescription', { reason }),
  };
}
