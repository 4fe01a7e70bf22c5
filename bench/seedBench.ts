/**
 * `npm run seed:bench`: the PostgreSQL database the list-endpoint benchmark runs against (issue 7
 * item 6). 1,000 active landlords, 50,000 tenants, units and approved contracts, 1,000,000 invoices
 * (each with its rent item), 1,000,000 payments and their 1,000,000 receipts, and 1,000,000
 * maintenance requests (bench/seedBenchMaintenance.ts). One landlord, bench-landlord@example.com
 * (password Demo@2026), has exactly 10,000 invoices, 10,000 payments and 10,000 maintenance
 * requests; the 999 others share the remainder. Each landlord has a manager limited to every second
 * property (bench-manager@example.com for the bench landlord, bench-manager-NNNN@example.com).
 *
 * Everything is inserted set-based (insert … select … from generate_series). The secondary
 * indexes and foreign keys of the four big tables are dropped before the load and recreated from
 * their own definitions (pg_get_indexdef, pg_get_constraintdef) afterwards, as pg_restore does:
 * building an index once, and checking a key with one join, is many times faster than doing it
 * row by row, and the database ends up exactly as the migrations made it, every key checked.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/rentals_bench) names the database.
 * A finished seed marks the database with a comment; a second run sees it and stops, `--fresh`
 * (or an unfinished earlier run) drops and rebuilds it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hashPassword } from '../server/auth/passwords';
import { openDatabase } from '../server/db/client';
import { DEMO_PASSWORD, seedDemoData, seedRoles } from '../server/db/seed';
import { todayInKuwait } from '../server/services/occupancy';
import { insertMaintenanceRequests } from './seedBenchMaintenance';

export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rentals_bench';
export const BENCH_LANDLORD_EMAIL = 'bench-landlord@example.com';
/** The bench landlord's manager, limited to 25 of its 50 properties (the manager dashboard). */
export const BENCH_MANAGER_EMAIL = 'bench-manager@example.com';
// A database seeded under an older mark is rebuilt: the mark names everything the seed holds.
export const SEED_MARK =
  'rentals bench seed: 1000 landlords, 1000000 invoices, 1000000 payments, 1000000 maintenance requests, a manager per landlord';

/**
 * How big a seed is: the bench database's (below), or a single office's on the embedded database
 * (bench/officeSize.ts, issue 37 item 5). Landlord 0 is the bench landlord.
 */
export interface SeedPlan {
  landlords: number;
  /** Invoices per contract: the months up to the current one. */
  months: number;
  /** The bench landlord's contracts (and units, tenants). */
  benchContracts: number;
  /** Shared by the other landlords. */
  otherContracts: number;
  /** Maintenance requests for one contract in this many (20 requests each). */
  maintenanceEvery: number;
}

/** 500 × 20 = 10,000 invoices for the bench landlord; 49,500 × 20 = 990,000 for the 999 others. */
export const BENCH_PLAN: SeedPlan = {
  landlords: 1_000,
  months: 20,
  benchContracts: 500,
  otherContracts: 49_500,
  maintenanceEvery: 1,
};
const UNITS_PER_PROPERTY = 10;

/** What the seed needs of a connection: pg's Client and PGlite both answer this way. */
export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}
const BIG_TABLES = ['invoices', 'invoice_items', 'payments', 'receipts', 'maintenance_requests'];

const FIRST_NAMES = [
  'Faisal', 'Huda', 'Mohammed', 'Noura', 'Ahmad', 'Fatma', 'Khaled', 'Sara', 'Yousef', 'Maryam',
  'Abdullah', 'Dana', 'Omar', 'Reem', 'Hamad', 'Shaikha', 'Bader', 'Latifa', 'Salem', 'Asma',
  'Nasser', 'Hessa', 'Talal', 'Munira', 'Jassim', 'Lulwa', 'Fahad', 'Amal', 'Saud', 'Mona',
]; // prettier-ignore
const LAST_NAMES = [
  'Al-Azmi', 'Al-Shammari', 'Al-Hajri', 'Al-Kandari', 'Al-Mutairi', 'Al-Rashidi', 'Al-Enezi',
  'Al-Sabah', 'Al-Ajmi', 'Al-Otaibi', 'Al-Dosari', 'Al-Harbi', 'Al-Failakawi', 'Al-Qattan',
  'Al-Bahar', 'Al-Ghanim', 'Al-Saqer', 'Al-Roumi', 'Al-Marzouq', 'Al-Sayegh', 'Al-Khaled',
  'Al-Fulaij', 'Al-Hamad', 'Al-Mulla', 'Al-Nafisi', 'Al-Wazzan', 'Al-Zaid', 'Behbehani',
  'Dashti', 'Jaafar',
]; // prettier-ignore
const AREAS = ['Salmiya', 'Jabriya', 'Fintas', 'Hawalli', 'Mangaf', 'Sharq', 'Rumaithiya', 'Mishref'];

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
export const log = (message: string) => console.log(`[${elapsed().padStart(7)}] ${message}`);

function adminUrl(url: string) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

/** Whether the bench database exists and holds a finished seed. */
export async function benchSeedState(url = BENCH_DATABASE_URL): Promise<'ready' | 'missing' | 'unfinished'> {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  try {
    await admin.connect();
  } catch {
    return 'missing';
  }
  try {
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    const { rows } = await admin.query<{ mark: string | null }>(
      `select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1`,
      [name],
    );
    if (rows.length === 0) return 'missing';
    return rows[0]!.mark === SEED_MARK ? 'ready' : 'unfinished';
  } finally {
    await admin.end();
  }
}

async function recreateDatabase(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

/** The plan tables (temporary): landlords, properties, contracts and invoices with their ids and numbers. */
export async function buildPlan(client: SqlClient, today: string, plan: SeedPlan) {
  const { landlords: LANDLORDS, months: MONTHS, benchContracts: BENCH_CONTRACTS, otherContracts } = plan;
  // One landlord alone (an office): nobody shares the other contracts.
  const OTHER_CONTRACTS = LANDLORDS > 1 ? otherContracts : 0;
  const others = Math.max(LANDLORDS - 1, 1);
  const firstMonth = `(date_trunc('month', '${today}'::date) - interval '${MONTHS - 1} months')::date`;
  await client.query(`
    create temp table bl as
    select i as idx, gen_random_uuid() as id,
           case when i = 0 then '${BENCH_LANDLORD_EMAIL}'
                else 'bench-landlord-' || lpad(i::text, 4, '0') || '@example.com' end as email,
           case when i = 0 then ${BENCH_CONTRACTS}
                else ${Math.floor(OTHER_CONTRACTS / others)}
                     + (i <= ${OTHER_CONTRACTS % others})::int end as contracts
      from generate_series(0, ${LANDLORDS - 1}) i`);
  await client.query(`
    create temp table bp as
    select bl.idx as landlord_idx, bl.id as landlord_id, n as property_idx, gen_random_uuid() as id,
           (${sqlArray(AREAS)})[1 + (bl.idx + n) % ${AREAS.length}] || ' Tower ' || (n + 1) as name
      from bl cross join generate_series(0, (bl.contracts - 1) / ${UNITS_PER_PROPERTY}) n`);
  await client.query(`
    create temp table bc as
    select g, landlord_idx, landlord_id, pos, property_id, property_name,
           gen_random_uuid() as unit_id, gen_random_uuid() as tenant_id, gen_random_uuid() as contract_id,
           (${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] as first_name,
           (${sqlArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as last_name,
           (101 + pos % ${UNITS_PER_PROPERTY})::text as unit_no,
           (250 + (g % 31) * 25 + (g % 7) * 0.125)::numeric(12, 3) as rent,
           1 + g % 5 as due_day
      from (select (row_number() over (order by bl.idx, pos) - 1)::int as g, bl.idx as landlord_idx,
                   bl.id as landlord_id, pos, bp.id as property_id, bp.name as property_name
              from bl cross join generate_series(0, bl.contracts - 1) pos
              join bp on bp.landlord_idx = bl.idx and bp.property_idx = pos / ${UNITS_PER_PROPERTY}) c`);
  // Per contract, (g*7 + m*3) % 20 takes each value once over its 20 months, so every contract
  // has 2 unpaid invoices, 2 paid in two halves, 1 partly paid and 15 paid in full: 20 payments,
  // hence exactly 1,000,000 payments and 10,000 for the bench landlord.
  await client.query(`
    create temp table bi as
    select x.*, case when cls < 2 then 0 when cls = 4 then half else total end as paid,
           'INV-' || extract(year from period) || '-'
           || lpad((row_number() over (partition by landlord_id, extract(year from period)
                                       order by period, pos))::text, 6, '0') as invoice_no
      from (select bc.*, gen_random_uuid() as invoice_id, m, (g * 7 + m * 3) % 20 as cls,
                   (${firstMonth} + make_interval(months => m))::date as period,
                   (${firstMonth} + make_interval(months => m))::date + (due_day - 1) as due_date,
                   rent as total, round(rent / 2, 3) as half
              from bc cross join generate_series(0, ${MONTHS - 1}) m) x`);
  // Payments: dates fall after the invoice is issued and never after today.
  await client.query(`
    create temp table bpay as
    select y.*, payment_date + make_interval(secs => 21600 + (g * 31 + m * 17 + s * 7) % 50400) as created_at
      from (select gen_random_uuid() as id, bi.invoice_id, bi.landlord_id, bi.tenant_id, bi.property_id,
                   bi.invoice_no, bi.first_name || ' ' || bi.last_name as tenant_name, bi.property_name,
                   case when bi.cls in (2, 3) and s = 2 then bi.total - bi.half
                        when bi.cls in (2, 3, 4) then bi.half else bi.total end as amount,
                   (array['bank_transfer', 'cash', 'cheque', 'pos'])[1 + (bi.g + bi.m + s) % 4] as method,
                   'TRX' || lpad((bi.g * 40 + bi.m * 2 + s)::text, 7, '0') as reference,
                   least(bi.period + (bi.due_day - 1) + (bi.g + bi.m) % 9 + (s - 1) * 12,
                         '${today}'::date) as payment_date,
                   bi.g, bi.m, s
              from bi
             cross join lateral generate_series(1, case when bi.cls < 2 then 0 when bi.cls < 4 then 2 else 1 end) s
           ) y`);
}

export async function insertPortfolio(
  client: SqlClient,
  passwordHash: string,
  today: string,
  plan: SeedPlan,
) {
  const MONTHS = plan.months;
  const role = async (key: string) =>
    (await client.query<{ id: number }>(`select id from roles where key = $1`, [key])).rows[0]!.id;
  const landlordRole = await role('landlord');
  const tenantRole = await role('user');
  await client.query(
    `insert into users (id, first_name, last_name, email, phone, gender, password_hash, role_id, status)
     select id, 'Bench', case when idx = 0 then 'Landlord' else 'Landlord ' || lpad(idx::text, 4, '0') end,
            email, '9' || lpad(idx::text, 7, '0'), 'male', $1, $2, 'active' from bl`,
    [passwordHash, landlordRole],
  );
  await client.query(
    `insert into users (id, first_name, last_name, email, phone, gender, password_hash, role_id, landlord_id, status)
     select tenant_id, first_name, last_name, 'bench-tenant-' || lpad(g::text, 6, '0') || '@example.com',
            '6' || lpad(g::text, 7, '0'), case when g % 2 = 0 then 'male' else 'female' end, $1, $2, landlord_id, 'active'
       from bc`,
    [passwordHash, tenantRole],
  );
  await client.query(`
    insert into properties (id, landlord_id, name, type, governorate, area, block, street, building)
    select id, landlord_id, name, 'residential_building', 'Hawalli', split_part(name, ' ', 1),
           (1 + property_idx % 12)::text, 'Street ' || (1 + property_idx % 30), (1 + property_idx)::text from bp`);
  await client.query(`
    insert into property_units (id, landlord_id, property_id, unit_no, floor, type, bedrooms, monthly_rent, status)
    select unit_id, landlord_id, property_id, unit_no, 1 + (pos % ${UNITS_PER_PROPERTY}) / 2, 'apartment',
           1 + g % 3, rent, 'occupied' from bc`);
  // Each landlord's manager, limited to every second property (the manager dashboard's figures):
  // the bench landlord's is BENCH_MANAGER_EMAIL, the others' bench-manager-NNNN@example.com.
  await client.query(
    `insert into users (first_name, last_name, email, phone, gender, password_hash, role_id, landlord_id, status)
     select 'Bench', case when idx = 0 then 'Manager' else 'Manager ' || lpad(idx::text, 4, '0') end,
            case when idx = 0 then $3 else 'bench-manager-' || lpad(idx::text, 4, '0') || '@example.com' end,
            '55' || lpad(idx::text, 6, '0'), 'male', $1, $2, id, 'active' from bl`,
    [passwordHash, await role('manager'), BENCH_MANAGER_EMAIL],
  );
  await client.query(`
    insert into manager_properties (manager_id, property_id)
    select m.id, bp.id from bp join users m on m.landlord_id = bp.landlord_id and m.email like 'bench-manager%'
     where bp.property_idx % 2 = 0`);
  await client.query(`
    insert into tenant_profiles (user_id, landlord_id, civil_id, nationality)
    select tenant_id, landlord_id, '29' || lpad(g::text, 10, '0'), 'Kuwaiti' from bc`);
  await client.query(`
    insert into contracts (id, landlord_id, tenant_id, unit_id, start_date, end_date, monthly_rent,
                           security_deposit, payment_due_day, status, decided_at)
    select contract_id, landlord_id, tenant_id, unit_id,
           (date_trunc('month', '${today}'::date) - interval '${MONTHS - 1} months')::date,
           (date_trunc('month', '${today}'::date) + interval '1 month - 1 day')::date,
           rent, rent * 2, due_day, 'approved', now() from bc`);
}

export async function insertBilling(client: SqlClient, today: string, plan: SeedPlan) {
  const count = async (table: string) =>
    (await client.query<{ n: string }>(`select count(*)::text as n from ${table}`)).rows[0]!.n;
  await client.query(`
    insert into invoices (id, landlord_id, contract_id, tenant_id, unit_id, property_id, invoice_no, period,
                          issue_date, due_date, total, paid_amount, status, tenant_name, property_name, unit_no,
                          last_payment_date, created_at, updated_at)
    select bi.invoice_id, bi.landlord_id, bi.contract_id, bi.tenant_id, bi.unit_id, bi.property_id, bi.invoice_no,
           bi.period, bi.period, bi.due_date, bi.total, bi.paid,
           case when bi.paid >= bi.total then 'PAID' when bi.due_date < '${today}'::date then 'OVERDUE'
                when bi.paid > 0 then 'PARTIALLY_PAID' else 'UNPAID' end,
           bi.first_name || ' ' || bi.last_name, bi.property_name, bi.unit_no,
           lp.last_payment_date, bi.period::timestamptz, bi.period::timestamptz
      from bi
      left join (select invoice_id, max(payment_date) as last_payment_date from bpay group by 1) lp
        on lp.invoice_id = bi.invoice_id`);
  log(`invoices: ${await count('invoices')} rows`);
  await client.query(`
    insert into invoice_items (landlord_id, invoice_id, kind, description, amount, created_at)
    select landlord_id, invoice_id, 'rent', 'Rent for ' || to_char(period, 'FMMonth YYYY'), total, period::timestamptz
      from bi`);
  log(`invoice_items: ${await count('invoice_items')} rows`);
  await client.query(`
    insert into payments (id, landlord_id, invoice_id, tenant_id, invoice_no, amount, method, deposit_reference,
                          deposit_date, payment_date, mark_as_paid, search_text, created_by, created_at, updated_at)
    select id, landlord_id, invoice_id, tenant_id, invoice_no, amount, method, reference, created_at, payment_date,
           false, lower(invoice_no || ' ' || tenant_name || ' ' || reference), landlord_id, created_at, created_at
      from bpay`);
  log(`payments: ${await count('payments')} rows`);
  await client.query(`
    insert into receipts (landlord_id, payment_id, invoice_id, tenant_id, property_id, receipt_no, invoice_no,
                          payer_name, property_name, amount, method, received_on, created_at, updated_at)
    select landlord_id, id, invoice_id, tenant_id, property_id,
           'RCT-' || extract(year from payment_date) || '-'
           || lpad((row_number() over (partition by landlord_id, extract(year from payment_date)
                                       order by payment_date, created_at, id))::text, 6, '0'),
           invoice_no, tenant_name, property_name, amount, method, payment_date, created_at, created_at
      from bpay`);
  log(`receipts: ${await count('receipts')} rows`);
  await insertMaintenanceRequests(client, today, plan.maintenanceEvery);
  log(`maintenance_requests: ${await count('maintenance_requests')} rows`);
  // The running numbers continue after the seeded ones: the app's next invoice or receipt never collides.
  await client.query(`
    insert into document_counters (landlord_id, kind, year, last_value)
    select landlord_id, split_part(invoice_no, '-', 1), split_part(invoice_no, '-', 2)::int,
           max(split_part(invoice_no, '-', 3)::int)
      from (select landlord_id, invoice_no from invoices union all select landlord_id, receipt_no from receipts) d
     group by 1, 2, 3`);
}

/**
 * Drops the big tables' secondary indexes and foreign keys and returns the statements that bring
 * them back exactly as defined (indexes first, then keys, which are then checked in one pass each).
 */
async function dropIndexesAndForeignKeys(client: pg.Client) {
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i where i.indrelid = any($1::regclass[]) and not i.indisprimary`,
    [BIG_TABLES],
  );
  const { rows: keys } = await client.query<{ tbl: string; name: string; def: string }>(
    `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
       from pg_constraint where contype = 'f' and conrelid = any($1::regclass[])`,
    [BIG_TABLES],
  );
  for (const key of keys) await client.query(`alter table ${key.tbl} drop constraint "${key.name}"`);
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  return [
    ...indexes.map((index) => ({ what: `index ${index.name}`, statement: index.def })),
    ...keys.map((key) => ({
      what: `foreign key ${key.name}`,
      statement: `alter table ${key.tbl} add constraint "${key.name}" ${key.def}`,
    })),
  ];
}

async function main() {
  const fresh = process.argv.includes('--fresh');
  const state = await benchSeedState();
  if (state === 'ready' && !fresh) {
    console.log(`${BENCH_DATABASE_URL} is already seeded; \`npm run seed:bench -- --fresh\` rebuilds it.`);
    return;
  }
  log(`${state === 'missing' ? 'creating' : 'rebuilding'} ${BENCH_DATABASE_URL}`);
  await recreateDatabase(BENCH_DATABASE_URL);
  const app = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, pgliteDir: 'memory://' });
  await app.migrate();
  await seedRoles(app.db);
  await seedDemoData(app.db);
  await app.close();
  log('migrated; roles and demo logins seeded');

  const today = todayInKuwait(Date.now());
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  // Temporary tables live in temp_buffers: set before the first one is touched.
  await client.query(
    `set temp_buffers = '2GB'; set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '1GB'`,
  );
  await buildPlan(client, today, BENCH_PLAN);
  log('plan built (temporary tables)');
  await insertPortfolio(client, passwordHash, today, BENCH_PLAN);
  log('1,000 landlords, 50,000 tenants, 5,000 properties, 50,000 units and contracts');

  const deferred = await dropIndexesAndForeignKeys(client);
  await insertBilling(client, today, BENCH_PLAN);
  for (const { what, statement } of deferred) {
    await client.query(statement);
    log(what);
  }
  await client.query(`vacuum (analyze) ${BIG_TABLES.join(', ')}`);
  await client.query('analyze');
  const name = decodeURIComponent(new URL(BENCH_DATABASE_URL).pathname.slice(1));
  await client.query(`comment on database "${name}" is '${SEED_MARK}'`);
  await client.end();
  log(
    `done: ${BENCH_LANDLORD_EMAIL} / ${DEMO_PASSWORD} has 10,000 invoices, 10,000 payments and 10,000 maintenance requests`,
  );
}

// Run as a script (not when bench/run.ts imports benchSeedState).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
