import type { RenderedMail } from './layout';
import type { MailWords } from './mailWords';

/**
 * The online payment mails (issue 20 item 5): a landlord or manager sends a tenant the link to pay
 * one invoice. The link is built from PUBLIC_URL, never from a request. Issue 30 item 5: a capture
 * that could be neither credited nor refunded is mailed to its landlord and its tenant.
 */

export interface PaymentMailData {
  /** To the tenant: pay this invoice online through the link, before it expires. */
  'payment-link': {
    firstName: string;
    sentBy: string;
    invoiceNo: string;
    /** '210.500 KWD' */
    balance: string;
    link: string;
    /** 'DD-MM-YYYY HH:mm' in Kuwait time. */
    expires: string;
    /** The same two values unformatted ('210.500', an ISO time), for the mail in Arabic. */
    balanceAmount: string;
    expiresAt: string;
  };
  /**
   * Issue 30 item 5, to the landlord: an online payment the invoice could not take was not
   * refunded by the gateway; refund it to the tenant yourself (TENANT PAYMENTS shows it).
   */
  'online-refund-due': RefundProblemMail & { tenantName: string; link: string };
  /** The same, to the tenant: the payment was not credited, and the landlord will refund it. */
  'online-refund-delayed': RefundProblemMail;
}

interface RefundProblemMail {
  firstName: string;
  invoiceNo: string;
  /** '100.000 KWD'; amountValue is the same unformatted ('100.000'), for the mail in Arabic. */
  amount: string;
  amountValue: string;
}

export const PAYMENT_MAIL_TEMPLATES = ['payment-link', 'online-refund-due', 'online-refund-delayed'] as const;

type Renderers = { [T in keyof PaymentMailData]: (d: PaymentMailData[T]) => Omit<RenderedMail, 'secret'> };

/**
 * The renderers in one reader's words. The English mail prints the amounts and times as the
 * caller formatted them; another language formats the raw values with the reader's digits.
 */
export const paymentRenderers = ({ t, hello, mail, display, kwd, dateTime }: MailWords): Renderers => {
  const english = display.locale === 'en';
  const amount = (d: RefundProblemMail) => (english ? d.amount : kwd(d.amountValue));
  return {
    'payment-link': (d) =>
      mail(t('mail.paymentLink.subject', { invoiceNo: d.invoiceNo }), [
        hello(d.firstName),
        t('mail.paymentLink.body', {
          sentBy: d.sentBy,
          invoiceNo: d.invoiceNo,
          balance: english ? d.balance : kwd(d.balanceAmount),
        }),
        t('mail.paymentLink.pay', { link: d.link }),
        t('mail.paymentLink.expires', { expires: english ? d.expires : dateTime(d.expiresAt) }),
      ]),
    'online-refund-due': (d) =>
      mail(t('mail.onlineRefundDue.subject', { invoiceNo: d.invoiceNo }), [
        hello(d.firstName),
        t('mail.onlineRefundDue.body', {
          tenantName: d.tenantName,
          amount: amount(d),
          invoiceNo: d.invoiceNo,
        }),
        t('mail.onlineRefundDue.refused'),
        t('mail.onlineRefundDue.marked', { link: d.link }),
      ]),
    'online-refund-delayed': (d) =>
      mail(t('mail.onlineRefundDelayed.subject', { invoiceNo: d.invoiceNo }), [
        hello(d.firstName),
        t('mail.onlineRefundDelayed.body', { amount: amount(d), invoiceNo: d.invoiceNo }),
        t('mail.onlineRefundDelayed.landlordTold'),
      ]),
  };
};
