import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_CHANNEL_ORDER,
  canMoveMessageState,
  toE164Kuwait,
  type MessageChannel,
  type MessageKind,
  type MessageParams,
  type MessageState,
  type MessageTemplate,
} from '../../domain/tenantMessages';
import type { Database } from '../db/client';
import { messages, users } from '../db/schema';
import type { MessageChannelAdapter } from './channel';
import { renderTenantMessage } from './render';

/** The adapter of each channel (createMessagingChannels builds them from configuration). */
export type MessagingChannels = Record<MessageChannel, MessageChannelAdapter>;

export interface SendTenantMessageInput {
  landlordId: string;
  tenantId: string;
  template: MessageTemplate;
  /** tenantName may be left out: the tenant's name is filled in. */
  params: Omit<MessageParams, 'tenantName'> & { tenantName?: string };
  kind: 'reminder' | 'notice' | 'receipt';
  reminderStep?: number;
  invoiceId?: string;
  chequeId?: string;
  requestId?: string;
  /** Tried in order, falling back on failure; default whatsapp → sms → email. */
  channels?: readonly MessageChannel[];
  /** The tenant opted out of reminders: blocks kind 'reminder' only (a 'skipped' record). */
  optedOut?: boolean;
}

export interface SentMessageAttempt {
  id: string;
  channel: MessageChannel;
  state: MessageState;
  providerId: string | null;
  providerError: string | null;
}

export interface SendTenantMessageResult {
  attemptGroup: string;
  /** The attempt that went out, or undefined when every channel failed or was skipped. */
  delivered?: SentMessageAttempt;
  attempts: SentMessageAttempt[];
}

/**
 * Renders the template in the tenant's language, tries each channel in order and falls back on
 * failure, keeping every attempt (issue 35 item 3). A channel the tenant has no address for is a
 * 'skipped' attempt and nothing is sent on it.
 */
export async function sendTenantMessage(
  deps: { db: Database; channels: MessagingChannels; now?: () => Date },
  input: SendTenantMessageInput,
): Promise<SendTenantMessageResult> {
  const { db, channels } = deps;
  const now = () => deps.now?.() ?? new Date();
  const [tenant] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.id, input.tenantId), eq(users.landlordId, input.landlordId)));
  if (!tenant) throw new Error('sendTenantMessage: no such tenant of this landlord');
  const language: 'en' | 'ar' = tenant.locale === 'ar' ? 'ar' : 'en';
  const params: MessageParams = {
    ...input.params,
    tenantName: input.params.tenantName ?? `${tenant.firstName} ${tenant.lastName}`.trim(),
  };
  const body = renderTenantMessage(language, input.template, params);
  const attemptGroup = randomUUID();
  const attempts: SentMessageAttempt[] = [];
  const order = input.channels?.length ? input.channels : DEFAULT_CHANNEL_ORDER;
  const base = {
    landlordId: input.landlordId,
    tenantId: input.tenantId,
    invoiceId: input.invoiceId ?? null,
    chequeId: input.chequeId ?? null,
    requestId: input.requestId ?? null,
    template: input.template,
    kind: input.kind satisfies MessageKind,
    reminderStep: input.reminderStep ?? null,
    language,
    body,
    attemptGroup,
  };

  if (input.kind === 'reminder' && input.optedOut) {
    const first = order[0] ?? 'whatsapp';
    const [row] = await db
      .insert(messages)
      .values({
        ...base,
        channel: first,
        provider: channels[first].provider,
        state: 'skipped',
        providerError: 'opted out',
        attemptNo: 1,
      })
      .returning({ id: messages.id });
    attempts.push({
      id: row!.id,
      channel: first,
      state: 'skipped',
      providerId: null,
      providerError: 'opted out',
    });
    return { attemptGroup, attempts };
  }

  let attemptNo = 0;
  for (const channel of order) {
    attemptNo++;
    const adapter = channels[channel];
    const to = channel === 'email' ? tenant.email || undefined : toE164Kuwait(tenant.phone);
    if (!to) {
      const [row] = await db
        .insert(messages)
        .values({
          ...base,
          channel,
          provider: adapter.provider,
          state: 'skipped',
          providerError: 'no address',
          attemptNo,
        })
        .returning({ id: messages.id });
      attempts.push({
        id: row!.id,
        channel,
        state: 'skipped',
        providerId: null,
        providerError: 'no address',
      });
      continue;
    }
    const [row] = await db
      .insert(messages)
      .values({
        ...base,
        channel,
        provider: adapter.provider,
        toAddress: to,
        state: 'queued',
        attemptNo,
        queuedAt: now(),
      })
      .returning({ id: messages.id });
    const id = row!.id;
    const result = await adapter.send({
      to,
      template: input.template,
      params,
      language,
      body,
      messageId: id,
    });
    if (result.ok) {
      await db
        .update(messages)
        .set({
          state: 'sent',
          sentAt: now(),
          providerId: result.providerId ?? null,
          cost: result.cost ?? null,
          currency: result.currency ?? null,
        })
        .where(eq(messages.id, id));
      const sent = {
        id,
        channel,
        state: 'sent' as const,
        providerId: result.providerId ?? null,
        providerError: null,
      };
      attempts.push(sent);
      return { attemptGroup, delivered: sent, attempts };
    }
    await db
      .update(messages)
      .set({ state: 'failed', failedAt: now(), providerError: result.error })
      .where(eq(messages.id, id));
    attempts.push({ id, channel, state: 'failed', providerId: null, providerError: result.error });
  }
  return { attemptGroup, attempts };
}

/**
 * A delivery status from a provider's webhook: moves the message with this provider id forward
 * only (a replay or an out-of-order status changes nothing; a duplicate is idempotent).
 * Returns whether the message changed.
 */
export async function applyDeliveryStatus(
  db: Database,
  channel: MessageChannel,
  providerId: string,
  state: 'sent' | 'delivered' | 'read' | 'failed',
  at: Date,
  error?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id, state: messages.state })
    .from(messages)
    .where(and(eq(messages.channel, channel), eq(messages.providerId, providerId)));
  if (!row || !canMoveMessageState(row.state as MessageState, state)) return false;
  const times =
    state === 'sent'
      ? { sentAt: at }
      : state === 'delivered'
        ? { deliveredAt: at }
        : state === 'read'
          ? { readAt: at }
          : { failedAt: at, providerError: error ?? 'failed' };
  const updated = await db
    .update(messages)
    .set({ state, ...times })
    .where(and(eq(messages.id, row.id), eq(messages.state, row.state)))
    .returning({ id: messages.id });
  return updated.length > 0;
}
