import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The sandbox gateway's webhook signature (issue 20 item 2): hex HMAC-SHA256 over
 * `<unix seconds>.<raw body>`, sent in X-Sandbox-Timestamp and X-Sandbox-Signature. Signing the
 * time with the body lets the receiver refuse an old delivery replayed later (5 minutes).
 */

export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_SIGNATURE_MAX_AGE_MS = 5 * 60_000;

export function sandboxSignature(secret: string, timestampSeconds: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
}

/** The headers a sandbox delivery carries for this body at this moment. */
export function sandboxWebhookHeaders(
  secret: string,
  rawBody: string,
  nowMs: number,
): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'content-type': 'application/json',
    [SANDBOX_TIMESTAMP_HEADER]: String(timestamp),
    [SANDBOX_SIGNATURE_HEADER]: sandboxSignature(secret, timestamp, rawBody),
  };
}

/** Whether the signature is right and its time within 5 minutes of now (either way: clocks differ). */
export function isValidSandboxSignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowMs: number,
): boolean {
  const timestampText = headers[SANDBOX_TIMESTAMP_HEADER];
  const signature = headers[SANDBOX_SIGNATURE_HEADER];
  if (typeof timestampText !== 'string' || typeof signature !== 'string') return false;
  if (!/^\d{1,12}$/.test(timestampText) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const timestamp = Number(timestampText);
  if (Math.abs(nowMs - timestamp * 1000) > SANDBOX_SIGNATURE_MAX_AGE_MS) return false;
  const expected = Buffer.from(sandboxSignature(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
