import type { RenderedMail } from './layout';
import type { MailWords } from './mailWords';

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

type Renderers = { [T in keyof ChequeMailData]: (d: ChequeMailData[T]) => Omit<RenderedMail, 'secret'> };

/** The renderers in one reader's words: amounts and dates with the reader's digits. */
export const chequeRenderers = ({ t, hello, mail, kwd, date }: MailWords): Renderers => {
  const reason = (d: BouncedCheque) =>
    d.reason?.trim() ? [t('mail.reason', { reason: d.reason.trim() })] : [];
  const fee = (d: BouncedCheque) =>
    d.feeValue
      ? [
          d.feeInvoiceNo
            ? t('mail.chequeBounced.fee', { fee: kwd(d.feeValue), invoiceNo: d.feeInvoiceNo })
            : t('mail.chequeBounced.feeNextInvoice', { fee: kwd(d.feeValue) }),
        ]
      : [];
  const cheque = (d: BouncedCheque) => ({
    chequeNo: d.chequeNo,
    bank: d.bank,
    amount: kwd(d.amountValue),
    dueDate: date(d.dueDate),
  });
  return {
    'cheque-bounced-tenant': (d) =>
      mail(t('mail.chequeBounced.tenantSubject', { chequeNo: d.chequeNo }), [
        hello(d.firstName),
        t('mail.chequeBounced.tenantBody', cheque(d)),
        ...reason(d),
        ...fee(d),
        t('mail.chequeBounced.tenantReplace'),
        t('mail.chequeBounced.tenantLink', { link: d.link }),
      ]),
    'cheque-bounced-landlord': (d) =>
      mail(t('mail.chequeBounced.landlordSubject', { chequeNo: d.chequeNo, tenantName: d.tenantName }), [
        hello(d.firstName),
        t('mail.chequeBounced.landlordBody', { ...cheque(d), tenantName: d.tenantName }),
        ...reason(d),
        ...fee(d),
        t('mail.chequeBounced.landlordLink', { link: d.link }),
      ]),
  };
};
