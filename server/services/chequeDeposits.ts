import { and, eq } from 'drizzle-orm';
import { CHEQUE_MESSAGES as M, type ChequeDepositBatch } from '../../domain/chequeSchemas';
import { ConflictError, DomainError, InvalidInputError, NotFoundError } from '../../domain/errors';
import { displayLocaleFromRequest, isDigits, isLocale, type DisplayLocale } from '../../domain/displayLocale';
import { sumMoney } from '../../domain/money';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { chequeDepositBatches as b, cheques, users } from '../db/schema';
import { chooseDocumentDisplay, type ReaderRequest } from '../pdf/documentReader';
import { moveChequeIn } from './chequeMoves';

/*
 * Deposit batches (issue 34 item 2): cheques taken to the bank together. Every cheque moves
 * RECEIVED → DEPOSITED through the same move as one at a time (its row locked, its history kept),
 * all in one transaction: one that cannot move refuses the whole batch with 422 naming it, and
 * nothing is deposited. The batch is kept so its slip can be printed again.
 */

export type DepositBatchRow = typeof b.$inferSelect;

export interface DepositContext {
  actorId: string;
  nowMs: number;
}

/** Deposits the cheques, all or none; answers the batch kept. */
export function depositBatch(
  db: Database,
  scope: Scope,
  input: ChequeDepositBatch,
  context: DepositContext,
): Promise<DepositBatchRow> {
  return db.transaction(async (tx) => {
    const amounts: string[] = [];
    let landlordId: string | null = null;
    for (const id of input.cheque_ids) {
      let moved;
      try {
        moved = await moveChequeIn(tx, scope, id, {
          to: 'DEPOSITED',
          reason: input.note ?? null,
          actorId: context.actorId,
          nowMs: context.nowMs,
        });
      } catch (err) {
        // Not found stays 404 (another landlord's cheque); a refused move names its cheque.
        if (err instanceof NotFoundError || !(err instanceof DomainError)) throw err;
        const row = await chequeNoOf(tx, id);
        throw new InvalidInputError(M.batchRefused(row, err.message));
      }
      if (landlordId && moved.after.landlordId !== landlordId) throw new ConflictError(M.batchOneLandlord);
      landlordId = moved.after.landlordId;
      amounts.push(moved.after.amount);
    }
    const [batch] = await tx
      .insert(b)
      .values({
        landlordId: landlordId!,
        chequeIds: input.cheque_ids,
        depositAccount: input.deposit_account ?? null,
        note: input.note ?? null,
        total: sumMoney(amounts),
        actorId: context.actorId,
        createdAt: new Date(context.nowMs),
      })
      .returning();
    return batch!;
  });
}

async function chequeNoOf(tx: Database, id: string): Promise<string> {
  const [row] = await tx.select({ no: cheques.chequeNo }).from(cheques).where(eq(cheques.id, id));
  return row?.no ?? id;
}

/**
 * A batch the caller may see: its landlord's (the super admin: any). A manager limited to some
 * properties sees it only when every cheque in it is of those properties (the caller checks).
 */
export async function findDepositBatch(db: Database, scope: Scope, id: string): Promise<DepositBatchRow> {
  const [row] = await db
    .select()
    .from(b)
    .where(and(eq(b.id, id), ...(scope.landlordId ? [eq(b.landlordId, scope.landlordId)] : [])));
  if (!row) throw new NotFoundError(M.batchNotFound);
  return row;
}

/**
 * The language a slip is printed in: the reader's profile when it says Arabic, else what the
 * reader's browser asks for (documentReader.ts's rule, without a tenant: the slip is the bank's).
 */
export async function slipDisplay(db: Database, request: ReaderRequest): Promise<DisplayLocale> {
  const userId = request.principal?.userId;
  const [profile] = userId
    ? await db.select({ locale: users.locale, digits: users.digits }).from(users).where(eq(users.id, userId))
    : [];
  const asked = displayLocaleFromRequest(request.headers.cookie, request.headers['accept-language']);
  const own: DisplayLocale | undefined =
    profile && isLocale(profile.locale)
      ? { locale: profile.locale, digits: isDigits(profile.digits) ? profile.digits : 'latn' }
      : undefined;
  return chooseDocumentDisplay(own, asked, asked);
}
