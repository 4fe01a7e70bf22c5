import { displayDate } from '../../domain/displayDates';
import type { DisplayLocale } from '../../domain/displayLocale';
import { ENGLISH } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';
import type { Paragraph, RenderedMail } from './layout';

/**
 * The cheque mails (issue 34 item 1): a bounced cheque is told to its tenant and its landlord,
 * each in the reader's language. Amounts and dates travel unformatted ('350.000', 'YYYY-MM-DD')
 * and are written here with the reader's digits; the bank, the number and the reason stay as typed.
 */

interface BouncedCheque {
  firstName: string;
  chequeNo: string;
  bank: string;
  amountValue: string;
  /** The date on the cheque, YYYY-MM-DD. */
  dueDate: string;
  reason: string | null;
  /** The fee charged ('10.000') and the invoice that carries it; null when none. */
  feeValue: string | null;
  feeInvoiceNo: string | null;
  link: string;
}

export interface ChequeMailData {
  /** To the tenant: your cheque bounced; the fee, if any, is on your next invoice. */
  'cheque-bounced-tenant': BouncedCheque;
  /** To the landlord: a tenant's cheque bounced; replace it or take it back. */
  'cheque-bounced-landlord': BouncedCheque & { tenantName: string };
}

export const CHEQUE_MAIL_TEMPLATES = ['cheque-bounced-tenant', 'cheque-bounced-landlord'] as const;

type Compose = (subject: string, paragraphs: Paragraph[]) => Omit<RenderedMail, 'secret'>;
type Renderers = { [T in keyof ChequeMailData]: (d: ChequeMailData[T]) => ReturnType<Compose> };

const reasonLine = (d: BouncedCheque, label: string) =>
  d.reason?.trim() ? [`${label}${d.reason.trim()}`] : [];

/** The English mails. */
export const chequeRenderers = (
  compose: Compose,
  hello: (firstName: string | undefined) => string,
): Renderers => {
  const fee = (d: BouncedCheque) =>
    d.feeValue
      ? [
          `A bounced-cheque fee of ${formatKwd(d.feeValue, ENGLISH)} is added ${d.feeInvoiceNo ? `to invoice ${d.feeInvoiceNo}` : 'to the next invoice'}.`,
        ]
      : [];
  return {
    'cheque-bounced-tenant': (d) =>
      compose(`Your cheque ${d.chequeNo} bounced`, [
        hello(d.firstName),
        `Your cheque ${d.chequeNo} (${d.bank}) of ${formatKwd(d.amountValue, ENGLISH)}, dated ${displayDate(d.dueDate, ENGLISH)}, was returned unpaid by the bank.`,
        ...reasonLine(d, 'Reason: '),
        ...fee(d),
        'Please contact your landlord to replace it.',
        `Your cheques: ${d.link}`,
      ]),
    'cheque-bounced-landlord': (d) =>
      compose(`Cheque ${d.chequeNo} from ${d.tenantName} bounced`, [
        hello(d.firstName),
        `The cheque ${d.chequeNo} (${d.bank}) of ${formatKwd(d.amountValue, ENGLISH)} from ${d.tenantName}, dated ${displayDate(d.dueDate, ENGLISH)}, bounced.`,
        ...reasonLine(d, 'Reason: '),
        ...fee(d),
        `Record its replacement or its return in the cheque register: ${d.link}`,
      ]),
  };
};

/** The same mails in Arabic. */
export const chequeArabicRenderers = (
  mail: Compose,
  hello: (firstName: string | undefined) => string,
  display: DisplayLocale,
): Renderers => {
  const fee = (d: BouncedCheque) =>
    d.feeValue
      ? [
          `أُضيفت رسوم شيك مرتجع قدرها ${formatKwd(d.feeValue, display)} ${d.feeInvoiceNo ? `إلى الفاتورة ${d.feeInvoiceNo}` : 'إلى الفاتورة التالية'}.`,
        ]
      : [];
  return {
    'cheque-bounced-tenant': (d) =>
      mail(`ارتدّ شيكك رقم ${d.chequeNo}`, [
        hello(d.firstName),
        `أعاد البنك شيكك رقم ${d.chequeNo} (${d.bank}) بمبلغ ${formatKwd(d.amountValue, display)} والمؤرخ ${displayDate(d.dueDate, display)} دون صرفه.`,
        ...reasonLine(d, 'السبب: '),
        ...fee(d),
        'يرجى التواصل مع المالك لاستبداله.',
        `شيكاتك: ${d.link}`,
      ]),
    'cheque-bounced-landlord': (d) =>
      mail(`ارتدّ الشيك رقم ${d.chequeNo} من ${d.tenantName}`, [
        hello(d.firstName),
        `ارتدّ الشيك رقم ${d.chequeNo} (${d.bank}) بمبلغ ${formatKwd(d.amountValue, display)} من ${d.tenantName} والمؤرخ ${displayDate(d.dueDate, display)}.`,
        ...reasonLine(d, 'السبب: '),
        ...fee(d),
        `سجّل استبداله أو إعادته في سجل الشيكات: ${d.link}`,
      ]),
  };
};
