import { createHmac, timingSafeEqual } from 'node:crypto';
import { providerFailure, type ChannelResult, type MessageChannelAdapter } from './channel';
import { fetchWithRetry, type RetryOptions } from './http';

/*
 * Twilio Messages API (issue 35 item 1):
 *   POST {baseUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json, Basic auth Sid:AuthToken,
 *   form-encoded To, From or MessagingServiceSid, Body, StatusCallback.
 * answers 201 { sid: 'SM…', status, price, price_unit }, or 4xx { code, message, more_info, status }.
 */
export interface TwilioConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  statusCallback?: string;
  retry?: RetryOptions;
}

export function createTwilioChannel(config: TwilioConfig): MessageChannelAdapter {
  const url = `${config.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${config.accountSid}/Messages.json`;
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    channel: 'sms',
    provider: 'twilio',
    async send(message): Promise<ChannelResult> {
      const form = new URLSearchParams();
      form.set('To', message.to);
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else if (config.from) form.set('From', config.from);
      form.set('Body', message.body);
      if (config.statusCallback) form.set('StatusCallback', config.statusCallback);
      try {
        const { response } = await fetchWithRetry(
          url,
          {
            method: 'POST',
            headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
            body: form.toString(),
          },
          config.retry,
        );
        const answer = (await response.json().catch(() => ({}))) as {
          sid?: string;
          code?: number;
          message?: string;
          price?: string | null;
          price_unit?: string | null;
        };
        if (response.ok && answer.sid) {
          const cost = answer.price ? String(Math.abs(Number(answer.price))) : undefined;
          return {
            ok: true,
            providerId: answer.sid,
            ...(cost ? { cost, currency: answer.price_unit ?? 'USD' } : {}),
          };
        }
        const code = answer.code ?? response.status;
        return providerFailure(code, answer.message ?? `HTTP ${response.status}`, String(code));
      } catch (err) {
        return providerFailure('network', `Twilio unreachable (${(err as Error).message})`);
      }
    },
  };
}

/**
 * X-Twilio-Signature: base64 HMAC-SHA1, with the auth token, of the full URL followed by each POST
 * parameter's name and value, the names sorted.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Twilio's MessageStatus → our state (undefined: not one that moves a message). */
export function twilioState(status: string): 'sent' | 'delivered' | 'read' | 'failed' | undefined {
  switch (status) {
    case 'sent':
      return 'sent';
    case 'delivered':
      return 'delivered';
    case 'read':
      return 'read';
    case 'failed':
    case 'undelivered':
      return 'failed';
    default:
      return undefined;
  }
}
