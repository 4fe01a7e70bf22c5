/**
 * The online payment mails (issue 20 item 5): a landlord or manager sends a tenant the link to pay
 * one invoice. The link is built from PUBLIC_URL, never from a request.
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
}

export const PAYMENT_MAIL_TEMPLATES = ['payment-link'] as const;

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
});
