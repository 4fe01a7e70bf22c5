import type { Database } from '../db/client';
import { applyDeliveryStatus } from './sendTenantMessage';
import { twilioState, verifyTwilioSignature } from './twilio';
import { statusesOf, verifyWhatsAppSignature } from './whatsappCloud';

/*
 * The delivery webhooks' work (issue 35 item 4), apart from their routes: a forged signature is
 * refused before anything is read; a verified status moves its message forward only.
 */
export type WebhookOutcome = { ok: false; status: 401 } | { ok: true; changed: number };

/** POST /api/messaging/whatsapp/webhook: X-Hub-Signature-256 over the raw body. */
export async function handleWhatsAppWebhook(
  db: Database,
  appSecret: string | undefined,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!appSecret || !verifyWhatsAppSignature(appSecret, rawBody, signature))
    return { ok: false, status: 401 };
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return { ok: true, changed: 0 };
  }
  let changed = 0;
  for (const s of statusesOf(payload)) {
    const at = new Date(Number(s.timestamp) * 1000 || Date.now());
    const error = s.errors?.[0];
    const reason = error
      ? `${error.code}: ${error.error_data?.details ?? error.message ?? error.title ?? ''}`
      : undefined;
    if (await applyDeliveryStatus(db, 'whatsapp', s.id, s.status, at, reason)) changed++;
  }
  return { ok: true, changed };
}

/** GET verification handshake: the challenge when mode is subscribe and the token matches, else undefined (403). */
export function whatsAppVerifyChallenge(
  verifyToken: string | undefined,
  query: Record<string, string | undefined>,
): string | undefined {
  return verifyToken && query['hub.mode'] === 'subscribe' && query['hub.verify_token'] === verifyToken
    ? query['hub.challenge']
    : undefined;
}

/** POST /api/messaging/sms/status: X-Twilio-Signature over the public URL and the form. */
export async function handleTwilioStatus(
  db: Database,
  authToken: string | undefined,
  url: string,
  form: Record<string, string>,
  signature: string | undefined,
  now: Date,
): Promise<WebhookOutcome> {
  if (!authToken || !verifyTwilioSignature(authToken, url, form, signature))
    return { ok: false, status: 401 };
  const state = twilioState(form.MessageStatus ?? '');
  if (!state || !form.MessageSid) return { ok: true, changed: 0 };
  const reason = form.ErrorCode ? `${form.ErrorCode}: ${form.ErrorMessage ?? 'undelivered'}` : undefined;
  const changed = await applyDeliveryStatus(db, 'sms', form.MessageSid, state, now, reason);
  return { ok: true, changed: changed ? 1 : 0 };
}
