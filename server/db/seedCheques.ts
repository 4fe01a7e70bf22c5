import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Scope } from '../auth/scope';
import { moveCheque } from '../services/chequeMoves';
import { proposeSchedule, saveSchedule } from '../services/chequeSchedule';
import type { Database } from './client';
import { cheques, contracts, users } from './schema';

/*
 * The demo cheques (issue 34 item 5, embedded default only, after the demo billing): the demo
 * tenant's contract has a schedule of post-dated cheques for its months not yet paid: one
 * deposited, one bounced and replaced, the rest held. Everything goes through the real services.
 * No cheque is cleared: clearing records a payment, and the demo's collected figures are read by
 * existing tests and e2e specs; the bounced one charges no fee (the demo landlord has none set).
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
  return true;
}
