/*
 * What a database handed from one API test file to the next must share with the template it was
 * made from (tests/api/reusedPglite.ts, tests/api/reusedPostgres.ts): the same catalogue (no table,
 * column, function, trigger, role, extension or setting a file added, dropped or changed), and then
 * the same rows and sequence positions, which are put back.
 */

/** One digest of the catalogue; a file that changed any of it gets a new database instead. */
export const CATALOGUE_FINGERPRINT = `
  select md5(string_agg(item, ',' order by item)) as fingerprint from (
    select format('c %s %s %s %s', oid, relname, relkind, relnamespace) as item
      from pg_class where relpersistence <> 't'
    union all select format('a %s %s %s %s %s %s', a.attrelid, a.attname, a.atttypid, a.attnotnull, a.atthasdef, a.attisdropped)
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relpersistence <> 't' and a.attnum > 0
        and c.relnamespace not in (select oid from pg_namespace where nspname in ('pg_catalog', 'information_schema'))
    union all select format('d %s %s %s', oid, adrelid, adnum) from pg_attrdef
    union all select format('p %s %s', oid, proname) from pg_proc
    union all select format('t %s %s %s', oid, tgname, tgenabled) from pg_trigger
    union all select format('k %s %s', oid, conname) from pg_constraint
    union all select format('r %s %s', oid, rolname) from pg_roles
    union all select format('e %s %s %s', oid, extname, extversion) from pg_extension
    union all select format('n %s %s', oid, nspname) from pg_namespace where nspname not like 'pg\\_%temp%'
    union all select format('y %s %s', oid, typname) from pg_type
    union all select format('o %s %s', oid, polname) from pg_policy
    union all select format('s %s %s %s', setdatabase, setrole, setconfig) from pg_db_role_setting
    -- Settings an extension defines (plpgsql.*, pg_trgm.*) appear once it is first used: not a change.
    union all select format('g %s=%s', name, setting) from pg_settings where name not like '%.%'
  ) catalogue`;

/** Every user table, schema-qualified and quoted, in a fixed order. */
export const USER_TABLES = `
  select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema') order by schemaname, tablename`;

/** Every sequence's position, as setval($1, $2, $3) puts it back. */
export const SEQUENCE_POSITIONS = `
  select format('%I.%I', schemaname, sequencename) as name,
         coalesce(last_value, start_value)::text as "lastValue", last_value is not null as "isCalled"
  from pg_sequences order by schemaname, sequencename`;

export const PUT_SEQUENCE_BACK = 'select setval($1::regclass, $2::bigint, $3)';
