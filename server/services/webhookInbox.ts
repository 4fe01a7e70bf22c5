import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentAttempts, paymentWebhookEvents, subscriptionPaymentAttempts } from '../db/schema';

interface EventKey {
  provider: string;
  eventId: string;
  gatewayReference: string;
}

/** Keeps a verified event once by its id; answers its inbox row (processedAt set once acted on). */
export async function keepWebhookEvent(db: Database, event: EventKey) {
  const { provider } = event;
  const [inbox] = await db
    .insert(paymentWebhookEvents)
    .values({ provider, eventId: event.eventId, gatewayReference: event.gatewayReference })
    .onConflictDoUpdate({
      target: [paymentWebhookEvents.provider, paymentWebhookEvents.eventId],
      set: { provider },
    })
    .returning();
  return inbox;
}

/** The tenant's payment attempt this gateway reference names, or undefined. */
export async function attemptOfReference(db: Database, provider: string, gatewayReference: string) {
  const [attempt] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.gatewayReference, gatewayReference)),
    );
  return attempt;
}

/** The landlord's subscription payment attempt this gateway reference names, or undefined. */
export async function subscriptionAttemptOfReference(
  db: Database,
  provider: string,
  gatewayReference: string,
) {
  const [attempt] = await db
    .select({ id: subscriptionPaymentAttempts.id })
    .from(subscriptionPaymentAttempts)
    .where(
      and(
        eq(subscriptionPaymentAttempts.provider, provider),
        eq(subscriptionPaymentAttempts.gatewayReference, gatewayReference),
      ),
    );
  return attempt;
}

export async function markWebhookEventProcessed(
  db: Database,
  provider: string,
  eventId: string,
  at: Date,
): Promise<void> {
  await db
    .update(paymentWebhookEvents)
    .set({ processedAt: at })
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)));
}
