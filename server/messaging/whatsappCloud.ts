import { createHmac, timingSafeEqual } from 'node:crypto';
import { WHATSAPP_TEMPLATES } from '../../domain/tenantMessages';
import { providerFailure, type ChannelResult, type ChannelSend, type MessageChannelAdapter } from './channel';
import { displayParams } from './render';
import { fetchWithRetry, type RetryOptions } from './http';

/*
 * WhatsApp Business Cloud API (issue 35 item 1): a template message
 *   POST {baseUrl}/v{version}/{phoneNumberId}/messages, Authorization: Bearer {token}
 *   { messaging_product: 'whatsapp', to, type: 'template',
 *     template: { name, language: { code }, components: [{ type: 'body', parameters: [{ type: 'text', text }] }] } }
 * answers { messages: [{ id: 'wamid…' }] }, or { error: { code, message, error_data: { details } } }.
 */
export interface WhatsAppCloudConfig {
  baseUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  token: string;
  retry?: RetryOptions;
}

export function whatsappRequestBody(message: ChannelSend) {
  const declared = WHATSAPP_TEMPLATES[message.template];
  const values = displayParams(message.params);
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    // The Cloud API takes the number without its '+'.
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: declared.name,
      language: { code: message.language },
      components: [
        {
          type: 'body',
          parameters: declared.params.map((key) => ({ type: 'text', text: values[key] ?? '' })),
        },
      ],
    },
  };
}

interface GraphError {
  error?: { code?: number; message?: string; error_data?: { details?: string } };
}

export function createWhatsAppCloudChannel(config: WhatsAppCloudConfig): MessageChannelAdapter {
  const url = `${config.baseUrl.replace(/\/$/, '')}/v${config.apiVersion.replace(/^v/, '')}/${config.phoneNumberId}/messages`;
  return {
    channel: 'whatsapp',
    provider: 'whatsapp-cloud',
    async send(message): Promise<ChannelResult> {
      try {
        const { response } = await fetchWithRetry(
          url,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
            body: JSON.stringify(whatsappRequestBody(message)),
          },
          config.retry,
        );
        const answer = (await response.json().catch(() => ({}))) as GraphError & {
          messages?: { id: string }[];
        };
        if (response.ok && answer.messages?.[0]?.id) return { ok: true, providerId: answer.messages[0].id };
        const code = answer.error?.code;
        const reason =
          answer.error?.error_data?.details ?? answer.error?.message ?? `HTTP ${response.status}`;
        return providerFailure(code, reason, code === undefined ? String(response.status) : String(code));
      } catch (err) {
        return providerFailure('network', `WhatsApp unreachable (${(err as Error).message})`);
      }
    },
  };
}

/** X-Hub-Signature-256: `sha256=` + hex HMAC-SHA256 of the raw body with the app secret. */
export function verifyWhatsAppSignature(
  appSecret: string,
  rawBody: string | Buffer,
  header: string | undefined,
): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', appSecret).update(rawBody).digest('hex'));
  const given = Buffer.from(header.slice('sha256='.length));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** One delivery status from a webhook's entry[].changes[].value.statuses[]. */
export interface WhatsAppStatus {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  timestamp: string;
  errors?: { code: number; title?: string; message?: string; error_data?: { details?: string } }[];
  pricing?: unknown;
}

export function statusesOf(payload: unknown): WhatsAppStatus[] {
  const out: WhatsAppStatus[] = [];
  const entries =
    (payload as { entry?: { changes?: { value?: { statuses?: WhatsAppStatus[] } }[] }[] }).entry ?? [];
  for (const entry of entries)
    for (const change of entry.changes ?? [])
      for (const s of change.value?.statuses ?? [])
        if (s && typeof s.id === 'string' && ['sent', 'delivered', 'read', 'failed'].includes(s.status))
          out.push(s);
  return out;
}
