import { z } from 'zod';
import type { MessageChannel } from '../../domain/tenantMessages';
import type { MessageChannelAdapter } from './channel';
import { createOutboxChannel } from './outbox';
import { createTwilioChannel } from './twilio';
import { createWhatsAppCloudChannel } from './whatsappCloud';

/*
 * The tenant messages' part of the configuration (issue 35 item 1). Each channel's adapter is
 * chosen here; with nothing set every channel is the outbox (the messages table is the mailbox).
 */
const key = (what: string) => z.string().trim().min(8, `must be the ${what}`);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

export const messagingEnvShape = {
  /** outbox (default) | cloud */
  WHATSAPP_PROVIDER: z.enum(['outbox', 'cloud']).default('outbox'),
  WHATSAPP_API_URL: httpUrl.default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v?\d+\.\d+$/, 'must be like v21.0')
    .default('v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be digits').optional(),
  WHATSAPP_TOKEN: key('WhatsApp access token').optional(),
  WHATSAPP_APP_SECRET: key('Meta app secret').optional(),
  WHATSAPP_VERIFY_TOKEN: key('webhook verify token').optional(),
  /** outbox (default) | twilio */
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_API_URL: httpUrl.default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an Account SID (AC…)')
    .optional(),
  TWILIO_AUTH_TOKEN: key('Twilio auth token').optional(),
  TWILIO_FROM: z.string().trim().min(3).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Messaging Service SID (MG…)')
    .optional(),
};

type MessagingEnv = z.output<z.ZodObject<typeof messagingEnvShape>>;

export interface MessagingConfig {
  whatsapp:
    | { provider: 'outbox'; appSecret?: string; verifyToken?: string }
    | {
        provider: 'cloud';
        baseUrl: string;
        apiVersion: string;
        phoneNumberId: string;
        token: string;
        appSecret: string;
        verifyToken: string;
      };
  sms:
    | { provider: 'outbox' }
    | {
        provider: 'twilio';
        baseUrl: string;
        accountSid: string;
        authToken: string;
        from?: string;
        messagingServiceSid?: string;
      };
}

export function messagingConfigProblems(e: MessagingEnv): string[] {
  const problems: string[] = [];
  if (e.WHATSAPP_PROVIDER === 'cloud')
    for (const name of [
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_TOKEN',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ] as const)
      if (!e[name]) problems.push(`${name}: required when WHATSAPP_PROVIDER is cloud`);
  if (e.SMS_PROVIDER === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const)
      if (!e[name]) problems.push(`${name}: required when SMS_PROVIDER is twilio`);
    if (!e.TWILIO_FROM && !e.TWILIO_MESSAGING_SERVICE_SID)
      problems.push(
        'TWILIO_FROM: TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER is twilio',
      );
  }
  return problems;
}

export function messagingConfigOf(e: MessagingEnv): MessagingConfig {
  return {
    whatsapp:
      e.WHATSAPP_PROVIDER === 'cloud'
        ? {
            provider: 'cloud',
            baseUrl: e.WHATSAPP_API_URL,
            apiVersion: e.WHATSAPP_API_VERSION,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
            token: e.WHATSAPP_TOKEN!,
            appSecret: e.WHATSAPP_APP_SECRET!,
            verifyToken: e.WHATSAPP_VERIFY_TOKEN!,
          }
        : {
            provider: 'outbox',
            ...(e.WHATSAPP_APP_SECRET ? { appSecret: e.WHATSAPP_APP_SECRET } : {}),
            ...(e.WHATSAPP_VERIFY_TOKEN ? { verifyToken: e.WHATSAPP_VERIFY_TOKEN } : {}),
          },
    sms:
      e.SMS_PROVIDER === 'twilio'
        ? {
            provider: 'twilio',
            baseUrl: e.TWILIO_API_URL,
            accountSid: e.TWILIO_ACCOUNT_SID!,
            authToken: e.TWILIO_AUTH_TOKEN!,
            ...(e.TWILIO_FROM ? { from: e.TWILIO_FROM } : {}),
            ...(e.TWILIO_MESSAGING_SERVICE_SID
              ? { messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID }
              : {}),
          }
        : { provider: 'outbox' },
  };
}

/**
 * Every channel's adapter from the configuration. `email` is the outbox unless the caller hands an
 * adapter (one wrapping the mailer); `publicUrl` names Twilio's status callback.
 */
export function createMessagingChannels(
  config: MessagingConfig,
  options: { publicUrl?: string; email?: MessageChannelAdapter } = {},
): Record<MessageChannel, MessageChannelAdapter> {
  const w = config.whatsapp;
  const s = config.sms;
  return {
    whatsapp: w.provider === 'cloud' ? createWhatsAppCloudChannel(w) : createOutboxChannel('whatsapp'),
    sms:
      s.provider === 'twilio'
        ? createTwilioChannel({
            ...s,
            ...(options.publicUrl ? { statusCallback: `${options.publicUrl}/api/messaging/sms/status` } : {}),
          })
        : createOutboxChannel('sms'),
    email: options.email ?? createOutboxChannel('email'),
  };
}
