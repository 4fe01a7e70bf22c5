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
import { providerFailure, type MessageChannelAdapter } from './channel';
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
 * Decides, in the transaction that records a message's first attempt, whether the message goes at
 * all: a reminder step claimed (server/services/reminderSends.ts), a manual reminder not throttled.
 * False: nothing is recorded and nothing is sent.
 */
export type MessageClaim = (tx: Database) => Promise<boolean>;

/**
 * Renders the template in the tenant's language, tries each channel in order and falls back on
 * failure, keeping every attempt (issue 35 item 3). A channel the tenant has no address for is a
 * 'skipped' attempt and nothing is sent on it.
 */
export async function sendTenantMessage(
  deps: { db: Database; channels: MessagingChannels; now?: () => Date },
  input: SendTenantMessageInput,
): Promise<SendTenantMessageResult> {
  return (await sendClaimedTenantMessage(deps, input))!;
}

/**
 * sendTenantMessage, with the first attempt recorded in one transaction with `claim`: undefined
 * when the claim is refused. The providers are called after that transaction commits, never
 * inside one (a provider is another system, and on PGlite the mailer's own write would wait
 * behind the transaction).
 */
export async function sendClaimedTenantMessage(
  deps: { db: Database; channels: MessagingChannels; now?: () => Date },
  input: SendTenantMessageInput,
  claim?: MessageClaim,
): Promise<SendTenantMessageResult | undefined> {
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

  // Every attempt's row; the first one goes in with the claim, or not at all.
  let claimPending = claim !== undefined;
  const record = async (values: Omit<typeof messages.$inferInsert, keyof typeof base>) => {
    const insert = (into: Database) =>
      into
        .insert(messages)
        .values({ ...base, queuedAt: now(), ...values })
        .returning({ id: messages.id });
    if (!claimPending) return (await insert(db))[0]!.id;
    claimPending = false;
    return db.transaction(async (tx) => ((await claim!(tx)) ? (await insert(tx))[0]!.id : undefined));
  };

  if (input.kind === 'reminder' && input.optedOut) {
    const first = order[0] ?? 'whatsapp';
    const id = await record({
      channel: first,
      provider: channels[first].provider,
      state: 'skipped',
      providerError: 'opted out',
      attemptNo: 1,
    });
    if (!id) return undefined;
    attempts.push({ id, channel: first, state: 'skipped', providerId: null, providerError: 'opted out' });
    return { attemptGroup, attempts };
  }

  let attemptNo = 0;
  for (const channel of order) {
    attemptNo++;
    const adapter = channels[channel];
    const to = channel === 'email' ? tenant.email || undefined : toE164Kuwait(tenant.phone);
    if (!to) {
      const id = await record({
        channel,
        provider: adapter.provider,
        state: 'skipped',
        providerError: 'no address',
        attemptNo,
      });
      if (!id) return undefined;
      attempts.push({ id, channel, state: 'skipped', providerId: null, providerError: 'no address' });
      continue;
    }
    const id = await record({
      channel,
      provider: adapter.provider,
      toAddress: to,
      state: 'queued',
      attemptNo,
    });
    if (!id) return undefined;
    const result = await adapter
      .send({ to, template: input.template, params, language, body, messageId: id })
      // An adapter that throws is a failed attempt like any other: the chain goes on.
      .catch((err: unknown) => providerFailure(undefined, err instanceof Error ? err.message : String(err)));
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
