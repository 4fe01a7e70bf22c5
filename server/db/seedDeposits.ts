import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { todayInKuwait } from '../../domain/kuwaitDate';
import type { Scope } from '../auth/scope';
import { receiveDeposit } from '../services/deposits';
import { applyLateFees } from '../services/lateFees';
import { saveLateFeeSetting } from '../services/lateFeeSettings';
import type { Database } from './client';
import { contracts, deposits, lateFeeSettings, users } from './schema';

/*
 * The demo deposits and late fees (issue 34 item 5, embedded default only, after the demo billing):
 * the demo tenant's contract has its security deposit received (a bank transfer at signing), and
 * landlord2 has late fees turned on (5.000 KWD after 7 days' grace) with its overdue invoices'
 * fees applied by the real service. A deposit is not collected, and the fees are landlord2's, so
 * the first landlord's figures (read by e2e specs) do not move. Everything goes through the services.
 */

const DAY = 86_400_000;

export async function seedDemoDeposits(db: Database, now = new Date()): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(deposits);
  const [{ rules } = { rules: 0 }] = await db
    .select({ rules: sql<number>`count(*)::int` })
    .from(lateFeeSettings);
  if (count > 0 || rules > 0) return false;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['landlord@example.com', 'landlord2@example.com', 'tenant@example.com']));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const landlord = idOf('landlord@example.com');
  const landlord2 = idOf('landlord2@example.com');
  const tenant = idOf('tenant@example.com');
  if (!landlord || !landlord2 || !tenant) return false;

  const [contract] = await db
    .select({ id: contracts.id, deposit: contracts.securityDeposit, start: contracts.startDate })
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
  const scope: Scope = { landlordId: landlord, propertyIds: null, tenantId: null, isPlatformAdmin: false };
  const at = now.getTime();
  if (contract && Number(contract.deposit) > 0)
    await receiveDeposit(
      db,
      scope,
      contract.id,
      {
        amount: contract.deposit,
        method: 'bank_transfer',
        reference: 'NBK TRF 771204',
        date: contract.start,
        note: 'Received at signing',
      },
      { actorId: landlord, nowMs: at - 30 * DAY },
    );

  await saveLateFeeSetting(
    db,
    landlord2,
    { enabled: true, grace_days: 7, mode: 'fixed', amount: '5.000', cap: null },
    landlord2,
  );
  await applyLateFees(db, todayInKuwait(at), landlord2);
  return true;
}
