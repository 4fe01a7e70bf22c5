/*
 * Tap webhook signature (`hashstring` header), from https://developers.tap.company/docs/webhook
 * ("Validate the webhook" / hashstring): the lowercase hex HMAC-SHA256, keyed with the merchant's
 * secret API key, of the concatenation
 *
 *   x_id{id}x_amount{amount}x_currency{currency}x_gateway_reference{reference.gateway}
 *   x_payment_reference{reference.payment}x_status{status}x_created{transaction.created}
 *
 * where the amount is written with the currency's decimal places (3 for KWD, BHD, OMR, JOD; 2
 * otherwise) and a missing value is the empty string. The stored copy of that page available when
 * this was written did not show its hashstring section in full; the string and order above were
 * checked against several independent public Tap integrations, which agree. No worked example
 * (key, string, hash) was found: the tests pin one computed independently with openssl.
 */
import { createHmac } from 'node:crypto';
import { asRecord, asText } from './gatewayHttp';

export const TAP_SIGNATURE_HEADER = 'hashstring';

const THREE_DECIMAL_CURRENCIES = new Set(['KWD', 'BHD', 'OMR', 'JOD', 'IQD', 'LYD', 'TND']);

/** The amount as Tap writes it in the signed string: the currency's decimals, no grouping. */
export function tapAmountText(amount: unknown, currency: string): string | null {
  const value = typeof amount === 'number' ? amount : Number(asText(amount) ?? Number.NaN);
  if (!Number.isFinite(value) || value < 0) return null;
  return value.toFixed(THREE_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 3 : 2);
}

/** The string Tap signs for a charge (or refund) object, or null when it has no id or amount. */
export function tapSignedString(object: unknown): string | null {
  const body = asRecord(object);
  const id = asText(body.id);
  const currency = asText(body.currency) ?? '';
  const amount = tapAmountText(body.amount, currency);
  if (!id || amount === null) return null;
  const reference = asRecord(body.reference);
  const transaction = asRecord(body.transaction);
  return (
    `x_id${id}` +
    `x_amount${amount}` +
    `x_currency${currency}` +
    `x_gateway_reference${asText(reference.gateway) ?? ''}` +
    `x_payment_reference${asText(reference.payment) ?? ''}` +
    `x_status${asText(body.status) ?? ''}` +
    `x_created${asText(transaction.created) ?? ''}`
  );
}

/** hex(HMAC-SHA256(secretKey, signedString)). */
export function tapSignature(secretKey: string, signedString: string): string {
  return createHmac('sha256', Buffer.from(secretKey, 'utf8'))
    .update(Buffer.from(signedString, 'utf8'))
    .digest('hex');
}
