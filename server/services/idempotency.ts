import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { InvalidInputError } from '../../domain/errors';
import { text } from '../../domain/messages/text';

export const IDEMPOTENCY_MESSAGES = {
  keyReused: text('idempotency.keyReused'),
  keyInvalid: text('idempotency.keyInvalid'),
} as const;

/** SHA-256 over the parts of a request that make it "the same request" (payload text, file digests). */
export function requestHash(parts: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(createHash('sha256').update(part).digest());
  return hash.digest('hex');
}

export function checkIdempotencyKey(key: string | undefined): string | null {
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw new InvalidInputError(IDEMPOTENCY_MESSAGES.keyInvalid);
  return key;
}

/**
 * Runs `work` once per (user, key). The key row is inserted in the same transaction as the work:
 * a concurrent retry waits on the unique key until the first commits and then answers its stored
 * result; if the work fails, the key goes with the rollback and a retry runs afresh.
 */
export async function onceForKey<T>(
  db: Database,
  idempotency: { userId: string; key: string | null; requestHash: string },
  work: (tx: Database) => Promise<{ statusCode: number; body: T }>,
): Promise<{ statusCode: number; body: T; replayed: boolean }> {
  const { key, userId } = idempotency;
  return db.transaction(async (tx) => {
    if (key === null) return { ...(await work(tx)), replayed: false };
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: idempotency.requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!first || first.requestHash !== idempotency.requestHash) {
        throw new InvalidInputError(IDEMPOTENCY_MESSAGES.keyReused);
      }
      return { statusCode: first.statusCode ?? 200, body: first.response as T, replayed: true };
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, response: result.body as object })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { ...result, replayed: false };
  });
}
