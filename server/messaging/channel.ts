/*
 * One interface for every channel a tenant message goes through (issue 35 item 1). Each channel
 * (whatsapp, sms, email) has adapters chosen by configuration; the outbox adapter is the default,
 * so `npm start` works with nothing configured and the messages table is the mailbox.
 */
import type { MessageChannel, MessageParams, MessageTemplate } from '../../domain/tenantMessages';

export interface ChannelSend {
  /** E.164 number for whatsapp/sms, an email address for email. */
  to: string;
  template: MessageTemplate;
  params: MessageParams;
  language: 'en' | 'ar';
  /** The body as rendered in the tenant's language (what is kept and what SMS/email send). */
  body: string;
  /** Our message id (idempotency / reference). */
  messageId: string;
}

export type ChannelResult =
  | { ok: true; providerId?: string; cost?: string; currency?: string }
  | { ok: false; error: string; providerCode?: string };

export interface MessageChannelAdapter {
  channel: MessageChannel;
  /** 'outbox' for the built-in default, else the provider ('whatsapp-cloud', 'twilio', 'mailer'). */
  provider: string;
  send(message: ChannelSend): Promise<ChannelResult>;
}

/**
 * A failed send as it is kept (messages.provider_error): the provider's code and its own words,
 * `131026: Message undeliverable`, or `network: …` when the provider could not be reached. A
 * record of what the provider said, in its language, not a message of ours to translate.
 */
export const providerFailure = (
  code: string | number | undefined,
  reason: string,
  providerCode?: string,
): ChannelResult => ({
  ok: false,
  error: code === undefined ? reason : `${code}: ${reason}`,
  ...(providerCode !== undefined ? { providerCode } : {}),
});
