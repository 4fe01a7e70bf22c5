import { sql, type SQL } from 'drizzle-orm';
import { todayInKuwait } from '../../domain/kuwaitDate';
import type { Database } from '../db/client';

/** A contract's day is Kuwait's day (domain/kuwaitDate.ts); callers import it from here too. */
export { todayInKuwait };

type Executor = Pick<Database, 'execute'>;

/**
 * Occupancy is derived, never typed in: a unit is occupied exactly when an approved contract
 * covers `today`. Units under maintenance keep that status. One statement, so it is correct
 * inside a transaction and cheap when nothing changes (rows already right are not touched).
 */
async function refreshWhere(db: Executor, unitFilter: SQL, today: string): Promise<void> {
  await db.execute(sql`
    update property_units u
       set status = case when c.covered then 'occupied' else 'vacant' end, updated_at = now()
      from (
        select pu.id,
               exists (select 1 from contracts k
                        where k.unit_id = pu.id and k.status = 'approved'
                          and k.start_date <= ${today}::date and k.end_date >= ${today}::date) as covered
          from property_units pu
         where pu.status in ('vacant', 'occupied') and ${unitFilter}
      ) c
     where u.id = c.id and (u.status = 'occupied') <> c.covered`);
}

/** After every change to a unit's contracts (approve, terminate, renew, delete). */
export const refreshUnitOccupancy = (db: Executor, unitId: string, today: string) =>
  refreshWhere(db, sql`pu.id = ${unitId}`, today);

/** The same for many units at once (an import of contracts, or its undo). */
export async function refreshUnitsOccupancy(db: Executor, unitIds: readonly string[], today: string) {
  for (let i = 0; i < unitIds.length; i += 1000) {
    const part = unitIds.slice(i, i + 1000);
    await refreshWhere(
      db,
      sql`pu.id in (${sql.join(
        part.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
      today,
    );
  }
}

/**
 * Expiry and start of contracts without a job: run on reads of units and contracts, it frees the
 * units whose approved contract has ended and occupies those whose contract has begun.
 */
export const refreshLandlordOccupancy = (db: Executor, landlordId: string | null, today: string) =>
  refreshWhere(db, landlordId ? sql`pu.landlord_id = ${landlordId}` : sql`true`, today);

/**
 * For the property screens: bring units that have approved contracts up to date (a contract that
 * ended frees its unit, one that began occupies it). Units without any approved contract keep the
 * status the landlord set, since no contract speaks for them.
 */
export const refreshContractedOccupancy = (db: Executor, landlordId: string | null, today: string) =>
  refreshWhere(
    db,
    sql`${landlordId ? sql`pu.landlord_id = ${landlordId}` : sql`true`}
        and exists (select 1 from contracts a where a.unit_id = pu.id and a.status = 'approved')`,
    today,
  );
