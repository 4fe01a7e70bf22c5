import { eq, sql } from 'drizzle-orm';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { sandboxFeeFils } from '../payments/sandboxSettlement';
import { filsToKwd } from '../payments/gateway';
import { batchReference, reconcileBatches } from '../services/settlementImport';
import type { Database } from './client';
import { landlordBankAccounts, settlementBatches, settlementItems, users } from './schema';

/*
 * The demo's bank and settlements (issue 20 item 7, embedded default only): the demo landlord has
 * a bank account and three sandbox settlement batches of earlier days, one of them flagged (the
 * deposit is 0.250 KWD more than its payments add up to). The demo has no online payments of its
 * own (its payments are manual), so the batches' payments name sandbox references and KNET or card
 * transactions that match no invoice here; a real fetch links each payment to its receipt.
 */

const DAY_MS = 86_400_000;
const DEMO_BATCHES = [
  {
    daysAgo: 3,
    payments: [
      ['knet', 350_000],
      ['card', 275_500],
      ['knet', 420_000],
    ],
  },
  {
    daysAgo: 10,
    payments: [
      ['knet', 350_000],
      ['knet', 180_250],
    ],
    extraFils: 250,
  },
  { daysAgo: 17, payments: [['card', 500_000]] },
] as const;

export async function seedDemoSettlements(db: Database, now = new Date()): Promise<boolean> {
  const [landlord] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'landlord@example.com'));
  if (!landlord) return false;
  // Once: the demo's first payment names itself.
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(settlementItems)
    .where(eq(settlementItems.gatewayReference, 'sbx_demo_11'));
  if (count > 0) return false;

  await db
    .insert(landlordBankAccounts)
    .values({
      landlordId: landlord.id,
      iban: 'KW81CBKU0000000000001234560101',
      holderName: 'Khaled Al-Sabah',
      bankName: 'Commercial Bank of Kuwait',
      subMerchantRef: 'SBX-MERCHANT-1001',
    })
    .onConflictDoNothing();
  for (const [n, spec] of DEMO_BATCHES.entries()) {
    const day = todayInKuwait(now.getTime() - spec.daysAgo * DAY_MS);
    const lines = spec.payments.map(([method, amountFils], i) => {
      const feeFils = sandboxFeeFils(method, amountFils);
      return { method, amountFils, feeFils, netFils: amountFils - feeFils, ref: `sbx_demo_${n + 1}${i + 1}` };
    });
    const total = (key: 'amountFils' | 'feeFils' | 'netFils') => lines.reduce((s, l) => s + l[key], 0);
    const extraFils = 'extraFils' in spec ? spec.extraFils : 0;
    const [batch] = await db
      .insert(settlementBatches)
      .values({
        landlordId: landlord.id,
        provider: 'sandbox',
        reference: batchReference('sandbox', day, landlord.id),
        depositDate: day,
        gross: filsToKwd(total('amountFils')),
        fees: filsToKwd(total('feeFils')),
        refunds: '0',
        net: filsToKwd(total('netFils') + extraFils),
        itemCount: lines.length,
      })
      .returning({ id: settlementBatches.id });
    await db.insert(settlementItems).values(
      lines.map((l) => ({
        batchId: batch!.id,
        landlordId: landlord.id,
        gatewayReference: l.ref,
        transactionId: `TX${day.replaceAll('-', '')}${l.ref.slice(-2)}`,
        method: l.method,
        amount: filsToKwd(l.amountFils),
        fee: filsToKwd(l.feeFils),
        refunded: '0',
        net: filsToKwd(l.netFils),
      })),
    );
  }
  await reconcileBatches(db, eq(settlementBatches.landlordId, landlord.id));
  return true;
}
