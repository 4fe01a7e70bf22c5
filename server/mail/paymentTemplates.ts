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

type Compose = (subject: string, paragraphs: string[]) => { subject: string; text: string; html: string };

/** The renderers, given the product's one layout and greeting. */
export const paymentRenderers = (
  compose: Compose,
  hello: (firstName: string | undefined) => string,
): { [T in keyof PaymentMailData]: (d: PaymentMailData[T]) => ReturnType<Compose> } => ({
  'payment-link': (d) =>
    compose(`Pay invoice ${d.invoiceNo} online`, [
      hello(d.firstName),
      `${d.sentBy} asks you to pay invoice ${d.invoiceNo}; its balance is ${d.balance}.`,
      `Pay it online by KNET or card (sign in with your tenant account if asked): ${d.link}`,
      `The link is for you alone and works until ${d.expires} (Kuwait time).`,
    ]),
  'online-refund-due': (d) =>
    compose(`Refund needed: online payment for invoice ${d.invoiceNo}`, [
      hello(d.firstName),
      `${d.tenantName} paid ${d.amount} online for invoice ${d.invoiceNo}, but the invoice could not take the payment (it was already paid or cancelled), so it was not credited.`,
      'The payment gateway refused to refund it automatically. Please refund it to the tenant yourself.',
      `It is marked on TENANT PAYMENTS: ${d.link}`,
    ]),
  'online-refund-delayed': (d) =>
    compose(`Your online payment for invoice ${d.invoiceNo} will be refunded`, [
      hello(d.firstName),
      `You paid ${d.amount} online for invoice ${d.invoiceNo}, but the invoice could not take the payment (it was already paid or cancelled), so it was not credited.`,
      'The payment gateway could not refund it automatically. Your landlord has been told and will refund it to you.',
    ]),
});
