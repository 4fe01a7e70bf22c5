import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BANK_SETTLEMENT_MESSAGES as M, type FetchResult } from '../../domain/bankSettlementSchemas';
import type { Database } from '../db/client';
import { paymentAttempts, settlementBatches, settlementItems } from '../db/schema';
import { filsToKwd, type PaymentGateway, type SettlementLine } from '../payments/gateway';
import { ConflictError } from '../../domain/errors';
import { recordAudit } from './auditTrail';

/*
 * Issue 20 item 7: importing the gateway's settlement report of one day. Each line names the
 * gateway's reference of a payment; our attempt with that reference says whose it is, so the day's
 * lines become one batch per landlord. A batch is unique on (provider, reference) and an item on
 * (batch, gateway reference), so a second import of the same day changes nothing. After an import every batch of that day in scope is
 * reconciled again: its net against the sum of its items' nets, to the fils.
 */

export interface ImportDeps {
  db: Database;
  gateway: PaymentGateway;
}

interface Owner {
  attemptId: string;
  landlordId: string;
  paymentId: string | null;
}

/** The batch's reference: the gateway's day and the landlord (one deposit per landlord a day). */
export const batchReference = (provider: string, day: string, landlordId: string) =>
  `${provider.slice(0, 3).toUpperCase()}-STL-${day.replaceAll('-', '')}-${landlordId.replaceAll('-', '').slice(0, 12).toUpperCase()}`;

async function ownersOf(deps: ImportDeps, lines: SettlementLine[]): Promise<Map<string, Owner>> {
  const references = [...new Set(lines.map((l) => l.gatewayReference))];
  if (references.length === 0) return new Map();
  const rows = await deps.db
    .select({
      reference: paymentAttempts.gatewayReference,
      attemptId: paymentAttempts.id,
      landlordId: paymentAttempts.landlordId,
      paymentId: paymentAttempts.paymentId,
    })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.provider, deps.gateway.name),
        inArray(paymentAttempts.gatewayReference, references),
      ),
    );
  return new Map(rows.map((r) => [r.reference!, r]));
}

const sumOf = (lines: SettlementLine[], key: 'amountFils' | 'feeFils' | 'refundedFils' | 'netFils') =>
  filsToKwd(lines.reduce((total, line) => total + line[key], 0));

const batchTotals = (lines: SettlementLine[]) => ({
  gross: sumOf(lines, 'amountFils'),
  fees: sumOf(lines, 'feeFils'),
  refunds: sumOf(lines, 'refundedFils'),
  net: sumOf(lines, 'netFils'),
  itemCount: lines.length,
});

/**
 * Writes the landlord's batch of the day with its items. A batch that exists keeps what it has; a
 * payment the report names and the batch does not yet (the day was fetched before it ended) is
 * added and the batch's totals become the report's. Answers what happened.
 */
async function writeBatch(
  deps: ImportDeps,
  day: string,
  landlordId: string,
  lines: { line: SettlementLine; owner: Owner }[],
): Promise<'created' | 'grown' | 'unchanged'> {
  const provider = deps.gateway.name;
  const reference = batchReference(provider, day, landlordId);
  const totals = batchTotals(lines.map((l) => l.line));
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(settlementBatches)
      .values({ landlordId, provider, reference, depositDate: day, ...totals })
      .onConflictDoNothing()
      .returning({ id: settlementBatches.id });
    const [batch] = created
      ? [created]
      : await tx
          .select({ id: settlementBatches.id })
          .from(settlementBatches)
          .where(and(eq(settlementBatches.provider, provider), eq(settlementBatches.reference, reference)))
          .for('update');
    const added = await tx
      .insert(settlementItems)
      .values(
        lines.map(({ line, owner }) => ({
          batchId: batch!.id,
          landlordId,
          gatewayReference: line.gatewayReference,
          transactionId: line.transactionId,
          method: line.method,
          attemptId: owner.attemptId,
          paymentId: owner.paymentId,
          amount: filsToKwd(line.amountFils),
          fee: filsToKwd(line.feeFils),
          refunded: filsToKwd(line.refundedFils),
          net: filsToKwd(line.netFils),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: settlementItems.id });
    if (!created && added.length === 0) return 'unchanged';
    if (!created)
      await tx
        .update(settlementBatches)
        .set({ ...totals, updatedAt: sql`now()` })
        .where(eq(settlementBatches.id, batch!.id));
    // A bank settlement is money the landlord is told it received: audited (issue 36 item 4).
    await recordAudit(tx, {
      landlordId,
      actorId: null,
      action: created ? 'settlement.create' : 'settlement.grow',
      entity: 'settlement_batch',
      entityId: batch!.id,
      after: { provider, reference, depositDate: day, items: added.length, ...totals },
    });
    return created ? 'created' : 'grown';
  });
}

/**
 * Sets each batch's difference (its net less the sum of its items' nets) and whether it is
 * reconciled (difference zero); answers how many of them are flagged.
 */
export async function reconcileBatches(db: Database, where: SQL): Promise<number> {
  const itemsNet = sql`coalesce((select sum(${settlementItems.net}) from ${settlementItems}
    where ${settlementItems.batchId} = ${settlementBatches.id}), 0)`;
  const rows = await db
    .update(settlementBatches)
    .set({
      difference: sql`${settlementBatches.net} - ${itemsNet}`,
      reconciled: sql`${settlementBatches.net} = ${itemsNet}`,
      updatedAt: sql`case when ${settlementBatches.reconciled} = (${settlementBatches.net} = ${itemsNet})
        then ${settlementBatches.updatedAt} else now() end`,
    })
    .where(where)
    .returning({ reconciled: settlementBatches.reconciled });
  return rows.filter((r) => !r.reconciled).length;
}

/**
 * Fetches the gateway's report of `day` and imports it: every landlord's batch (landlordId null,
 * the super admin and the daily job) or one landlord's only.
 */
export async function importSettlements(
  deps: ImportDeps,
  day: string,
  landlordId: string | null,
): Promise<FetchResult> {
  const report = deps.gateway.settlementReport?.bind(deps.gateway);
  if (!report) throw new ConflictError(M.notAvailable(deps.gateway.name));
  const lines = await report(day);
  const owners = await ownersOf(deps, lines);
  const byLandlord = new Map<string, { line: SettlementLine; owner: Owner }[]>();
  let unmatched = 0;
  for (const line of lines) {
    const owner = owners.get(line.gatewayReference);
    if (!owner) {
      unmatched += 1;
      continue;
    }
    if (landlordId && owner.landlordId !== landlordId) continue;
    byLandlord.set(owner.landlordId, [...(byLandlord.get(owner.landlordId) ?? []), { line, owner }]);
  }
  const outcomes = { created: 0, grown: 0, unchanged: 0 };
  for (const [owner, ownLines] of byLandlord) outcomes[await writeBatch(deps, day, owner, ownLines)] += 1;
  const inScope = [
    eq(settlementBatches.provider, deps.gateway.name),
    eq(settlementBatches.depositDate, day),
    ...(landlordId ? [eq(settlementBatches.landlordId, landlordId)] : []),
  ];
  const flagged = await reconcileBatches(deps.db, and(...inScope)!);
  return {
    day,
    created: outcomes.created,
    updated: outcomes.grown,
    existing: outcomes.unchanged,
    // Payments no attempt of ours names are no landlord's: only the platform's view counts them.
    unmatched: landlordId ? 0 : unmatched,
    flagged,
  };
}
