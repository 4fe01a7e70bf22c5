import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Scope } from '../auth/scope';
import { moveCheque } from '../services/chequeMoves';
import { proposeSchedule, saveSchedule } from '../services/chequeSchedule';
import type { Database } from './client';
import { chequeInvoices, cheques, chequeStatusHistory, contracts, invoices, payments, users } from './schema';

/*
 * The demo cheques (issue 34 item 5, embedded default only, after the demo billing): the demo
 * tenant's contract has a schedule of post-dated cheques for its months not yet paid: one
 * deposited, one bounced and replaced, the rest held, through the real services; and one cleared
 * (seedClearedCheque). The bounced one charges no fee (the demo landlord has none set).
 */

const DAY = 86_400_000;

export async function seedDemoCheques(db: Database, now = new Date()): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(cheques);
  if (count > 0) return false;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['landlord@example.com', 'tenant@example.com']));
  const landlord = people.find((p) => p.email === 'landlord@example.com')?.id;
  const tenant = people.find((p) => p.email === 'tenant@example.com')?.id;
  if (!landlord || !tenant) return false;
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.landlordId, landlord),
        eq(contracts.tenantId, tenant),
        eq(contracts.status, 'approved'),
      ),
    )
    .orderBy(asc(contracts.startDate))
    .limit(1);
  if (!contract) return false;

  const scope: Scope = { landlordId: landlord, propertyIds: null, tenantId: null, isPlatformAdmin: false };
  const at = now.getTime();
  const schedule = {
    contract_id: contract.id,
    bank: 'National Bank of Kuwait',
    first_number: '004501',
    dry_run: false,
  };
  // Taken in at signing, a week ago; a contract with every month paid has nothing to schedule.
  const proposed = await proposeSchedule(db, scope, schedule).catch(() => []);
  if (proposed.length === 0) return false;
  const ids = await saveSchedule(db, scope, schedule, {
    defaultCustody: 'landlord',
    actorId: landlord,
    nowMs: at - 7 * DAY,
  });
  const step = (id: string, to: 'DEPOSITED' | 'BOUNCED' | 'REPLACED', ago: number, extra = {}) =>
    moveCheque(db, scope, id, { to, reason: null, actorId: landlord, nowMs: at - ago * DAY, ...extra });

  const [deposited, bounced] = ids;
  if (deposited) await step(deposited, 'DEPOSITED', 2);
  if (bounced) {
    await step(bounced, 'DEPOSITED', 6);
    await step(bounced, 'BOUNCED', 4, { reason: 'Insufficient funds' });
    await step(bounced, 'REPLACED', 3, { replacement: { cheque_no: '118902', bank: 'Gulf Bank' } });
  }
  await seedClearedCheque(db, landlord, contract.id, at);
  return true;
}

/**
 * The cleared one: the demo billing's first payment by cheque on the contract is the clearing of a
 * cheque taken in before it (RECEIVED, DEPOSITED, CLEARED), linked to that payment as a clearing's
 * payment is. Clearing it through the service would record a second payment of the same month, and
 * the demo's collected figures (read by existing tests and e2e specs) are those of its payments.
 */
async function seedClearedCheque(db: Database, landlord: string, contractId: string, atMs: number) {
  const [paid] = await db
    .select({ payment: payments, invoice: invoices })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(invoices.contractId, contractId), eq(payments.method, 'cheque')))
    .orderBy(asc(payments.paymentDate))
    .limit(1);
  if (!paid) return;
  const clearedAt = Date.parse(`${paid.payment.paymentDate}T09:00:00Z`);
  const at = (daysBefore: number) => new Date(Math.min(atMs, clearedAt) - daysBefore * DAY);
  await db.transaction(async (tx) => {
    const [cheque] = await tx
      .insert(cheques)
      .values({
        landlordId: landlord,
        contractId,
        tenantId: paid.invoice.tenantId,
        propertyId: paid.invoice.propertyId,
        unitId: paid.invoice.unitId,
        tenantName: paid.invoice.tenantName,
        propertyName: paid.invoice.propertyName,
        unitNo: paid.invoice.unitNo,
        bank: 'National Bank of Kuwait',
        chequeNo: '004490',
        drawerName: paid.invoice.tenantName,
        amount: paid.payment.amount,
        dueDate: paid.payment.paymentDate,
        state: 'CLEARED',
        custody: 'bank',
        createdBy: landlord,
        createdAt: at(10),
        updatedAt: at(0),
      })
      .returning({ id: cheques.id });
    const chequeId = cheque!.id;
    await tx
      .insert(chequeInvoices)
      .values({ chequeId, invoiceId: paid.invoice.id, landlordId: landlord, paymentId: paid.payment.id });
    const moves: [string | null, string, number][] = [
      [null, 'RECEIVED', 10],
      ['RECEIVED', 'DEPOSITED', 2],
      ['DEPOSITED', 'CLEARED', 0],
    ];
    await tx.insert(chequeStatusHistory).values(
      moves.map(([fromState, toState, daysBefore]) => ({
        chequeId,
        landlordId: landlord,
        fromState,
        toState,
        actorId: landlord,
        createdAt: at(daysBefore),
      })),
    );
  });
}
