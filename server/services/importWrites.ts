import { randomBytes, randomUUID } from 'node:crypto';
import { CONTRACT_MESSAGES } from '../../domain/contractSchemas';
import { ConflictError } from '../../domain/errors';
import { IMPORT_MESSAGES as M, type ImportKind, type ImportWritten } from '../../domain/importSchemas';
import { EXCLUSION_VIOLATION, isUniqueViolation, pgErrorCode } from '../db/pgErrors';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { imports, properties, propertyUnits, tenantProfiles, users } from '../db/schema';
import { recordAudit } from './auditTrail';
import { chunks, planCounts, type ImportPlan } from './importChecks';
import { writeBalances, writeCheques, writeContracts, type ImportActor } from './importLeaseWrites';
import { roleId } from './managers';
import { assertUnitRoom } from './planLimits';
import { unitValues } from './propertyUnitsSync';
import { conflictOf, TENANT_ROLE } from './tenants';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table here. */
const ROWS_PER_INSERT = 500;

async function insertAll<T>(tx: Transaction, rows: T[], insert: (part: T[]) => Promise<unknown>) {
  for (const part of chunks(rows, ROWS_PER_INSERT)) await insert(part);
}

/**
 * Properties and their units, as the property form writes them (the same columns, unitValues),
 * in bulk, within the plan's units (assertUnitRoom, as createProperty checks). Ids are made here so
 * the import row can name them without relying on the order RETURNING answers in.
 */
async function writeProperties(
  tx: Transaction,
  landlordId: string,
  plan: Extract<ImportPlan, { kind: 'properties' }>,
) {
  const unitTotal = plan.properties.reduce((n, p) => n + p.units.length, 0);
  await assertUnitRoom(tx, landlordId, { units: unitTotal });
  const propertyRows = plan.properties.map(({ input }) => ({
    id: randomUUID(),
    landlordId,
    name: input.name,
    nameAr: input.nameAr ?? '',
    addressAr: input.addressAr ?? '',
    type: input.type,
    governorate: input.governorate,
    area: input.area,
    block: input.block,
    street: input.street,
    building: input.building,
    description: input.description,
  }));
  const unitRows = plan.properties.flatMap(({ units }, i) =>
    units.map((unit) => ({
      ...unitValues(unit),
      id: randomUUID(),
      landlordId,
      propertyId: propertyRows[i]!.id,
    })),
  );
  await insertAll(tx, propertyRows, (part) => tx.insert(properties).values(part));
  await insertAll(tx, unitRows, (part) => tx.insert(propertyUnits).values(part));
  return { properties: propertyRows.map((r) => r.id), property_units: unitRows.map((r) => r.id) };
}

/**
 * Tenants as the tenant form makes them: a pending login (it signs in once invited) and its
 * profile. Their password is a random secret nobody holds, hashed once for the whole file: one
 * argon2 hash per row would cost minutes for 5,000 rows, and no one can sign in with either.
 */
async function writeTenants(
  tx: Transaction,
  landlordId: string,
  plan: Extract<ImportPlan, { kind: 'tenants' }>,
) {
  const role = await roleId(tx, TENANT_ROLE);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const ids = plan.tenants.map(() => randomUUID());
  await insertAll(
    tx,
    plan.tenants.map((input, i) => ({
      id: ids[i]!,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      passwordHash,
      roleId: role,
      landlordId,
      status: 'pending',
    })),
    (part) => tx.insert(users).values(part),
  );
  await insertAll(
    tx,
    plan.tenants.map((input, i) => ({
      userId: ids[i]!,
      landlordId,
      firstNameAr: input.firstNameAr,
      lastNameAr: input.lastNameAr,
      civilId: input.civilId,
      civilIdExpiry: input.civilIdExpiry,
      nationality: input.nationality,
    })),
    (part) => tx.insert(tenantProfiles).values(part),
  );
  return { users: ids, tenant_profiles: ids };
}

/**
 * Writes a checked plan in one transaction (all rows or none), with the import row naming every
 * row written and its audit row. Its id.
 */
export async function writeImport(
  db: Database,
  args: {
    landlordId: string;
    actorId: string;
    kind: ImportKind;
    fileName: string;
    rowCount: number;
    plan: ImportPlan;
    /** The app's clock and Kuwait's day (contracts are decided now; balances owed before today). */
    now: Date;
    today: string;
  },
): Promise<string> {
  const { landlordId, actorId, kind, fileName, rowCount, plan } = args;
  const actor = { landlordId, actorId, now: args.now, today: args.today };
  try {
    return await db.transaction(async (tx) => {
      const written = await writePlan(tx, actor, plan);
      const [row] = await tx
        .insert(imports)
        .values({ landlordId, kind, fileName, rowCount, written, createdBy: actorId })
        .returning({ id: imports.id });
      await recordAudit(tx, {
        landlordId,
        actorId,
        action: 'import',
        entity: 'import',
        entityId: row!.id,
        after: { kind, fileName, rows: rowCount, counts: planCounts(plan) },
      });
      return row!.id;
    });
  } catch (err) {
    if (plan.kind === 'tenants') throw conflictOf(err) ?? err;
    // What the check saw changed before the write (another tab, the invoice job): refused whole.
    if (pgErrorCode(err) === EXCLUSION_VIOLATION) throw new ConflictError(CONTRACT_MESSAGES.overlap);
    if (isUniqueViolation(err)) throw new ConflictError(M.balanceMonthTaken);
    throw err;
  }
}

/** The rows of a plan, written by its kind's writer; what it wrote, by table. */
function writePlan(tx: Transaction, actor: ImportActor, plan: ImportPlan): Promise<ImportWritten> {
  switch (plan.kind) {
    case 'properties':
      return writeProperties(tx, actor.landlordId, plan);
    case 'tenants':
      return writeTenants(tx, actor.landlordId, plan);
    case 'contracts':
      return writeContracts(tx, actor, plan.contracts);
    case 'opening_balances':
      return writeBalances(tx, actor, plan.balances);
    case 'cheques':
      return writeCheques(tx, actor, plan.cheques);
  }
}
