import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Issue 20 item 5: a payment link a landlord or manager copies or mails to a tenant. It names one
 * invoice and an expiry, signed with a key derived from JWT_SECRET, so it cannot be altered to
 * another invoice or a later day. It grants nothing by itself: the tenant signs in, and the server
 * still answers only for the tenant's own invoice (the link takes it to the right one).
 */

export const PAYMENT_LINK_DAYS = 7;

const keyOf = (secret: string) => createHmac('sha256', secret).update('payment-link').digest();
const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/** `<invoice id>.<expiry in ms>.<signature>`: URL-safe as it is. */
export function signPaymentLink(secret: string, invoiceId: string, expiresAtMs: number): string {
  const payload = `${invoiceId}.${expiresAtMs}`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

export type PaymentLinkCheck =
  { ok: true; invoiceId: string; expiresAtMs: number } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyPaymentLink(secret: string, token: string, nowMs: number): PaymentLinkCheck {
  const match = /^([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, invoiceId, expiry, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signatureOf(secret, `${invoiceId}.${expiry}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  const expiresAtMs = Number(expiry);
  if (expiresAtMs <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, invoiceId, expiresAtMs };
}
