/**
 * The maintenance part of the bench seed (issue 18 item 11): 20 requests per contract of the plan
 * (`bc`, bench/seedBench.ts), so 1,000,000 in all and exactly 10,000 for the bench landlord, spread
 * over the 20 months the invoices cover. Set-based like the rest of the seed; it runs while the
 * table's secondary indexes are dropped (seedBench.ts lists it among the big tables).
 *
 * The mix is what a landlord's list looks like after a while: most requests CLOSED, a tail of
 * OPEN / IN_PROGRESS / DEFERRED / DECLINED / COMPLETED, every category and priority, a deadline
 * from the default hours per priority (so older open ones are overdue), every third one assigned.
 */
import type { SqlClient } from './seedBench';
import { DEFAULT_DEADLINE_HOURS, type MAINTENANCE_CATEGORIES } from '../domain/maintenanceSchemas';

export const REQUESTS_PER_CONTRACT = 20;

/** Realistic titles, each with its category; the search term of the bench ("leak") is in 1 of 8. */
const TITLES: [string, (typeof MAINTENANCE_CATEGORIES)[number]][] = [
  ['Water leaking under the kitchen sink', 'plumbing'],
  ['AC not cooling in the bedroom', 'air_conditioning'],
  ['Power socket sparks in the living room', 'electrical'],
  ['Washing machine does not drain', 'appliances'],
  ['Cockroaches in the kitchen cupboards', 'pest_control'],
  ['Wardrobe door came off its hinge', 'carpentry'],
  ['Damp patch on the bathroom wall', 'painting'],
  ['Stairwell needs cleaning after works', 'cleaning'],
  ['Water heater makes a loud noise', 'appliances'],
  ['Main door lock is stiff', 'carpentry'],
  ['Ceiling light flickers in the hallway', 'electrical'],
  ['Toilet cistern keeps running', 'plumbing'],
  ['AC remote and thermostat not responding', 'air_conditioning'],
  ['Intercom does not ring', 'other'],
  ['Balcony railing paint is peeling', 'painting'],
  ['Ants near the balcony door', 'pest_control'],
];
/** Out of 20 per contract: 13 closed, 2 open, 2 in progress, 1 each of the rest. */
const STATUSES = [
  ...Array<string>(13).fill('CLOSED'),
  'OPEN', 'OPEN', 'IN_PROGRESS', 'IN_PROGRESS', 'COMPLETED', 'DEFERRED', 'DECLINED',
]; // prettier-ignore
const PRIORITIES = ['normal', 'normal', 'low', 'high', 'normal', 'emergency', 'low', 'normal'];

const sqlText = (values: string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`;
const hoursCase = Object.entries(DEFAULT_DEADLINE_HOURS)
  .map(([priority, hours]) => `when '${priority}' then ${hours}`)
  .join(' ');

/** Inserts the requests and moves each landlord's MR counter past them. */
export async function insertMaintenanceRequests(client: SqlClient, today: string, every = 1) {
  await client.query(`
    insert into maintenance_requests (landlord_id, request_no, tenant_id, contract_id, property_id, unit_id,
                                      title, description, category, priority, status, permission_to_enter,
                                      preferred_visit_times, assignee_id, deadline_at, deferred_until,
                                      completed_at, reopen_count, created_by, created_at, updated_at)
    select landlord_id,
           'MR-' || extract(year from created_at) || '-'
           || lpad((row_number() over (partition by landlord_id, extract(year from created_at)
                                       order by created_at, g, k))::text, 6, '0'),
           tenant_id, contract_id, property_id, unit_id, title,
           'Reported by ' || first_name || ' ' || last_name || ' for unit ' || unit_no || '.',
           category, priority, status, (g + k) % 3 <> 0,
           case when k % 2 = 0 then 'Weekdays after 4 pm' end,
           case when (g + k) % 3 = 0 then landlord_id end,
           created_at + make_interval(hours => case priority ${hoursCase} end),
           case when status = 'DEFERRED' then '${today}'::date + 1 + k % 20 end,
           -- COMPLETED within the week (the job closes older ones, mailing each tenant: on a fresh
           -- seed that was 50,000 mails at the bench server's first start).
           case when status = 'CLOSED' then created_at + interval '2 days'
                when status = 'COMPLETED' then '${today}'::timestamp - make_interval(hours => 6 + g % 96) end,
           (status = 'CLOSED' and k % 10 = 0)::int, tenant_id, created_at, created_at
      from (select bc.*, k,
                   (${sqlText(TITLES.map(([t]) => t))})[1 + (g + k * 5) % ${TITLES.length}] as title,
                   (${sqlText(TITLES.map(([, c]) => c))})[1 + (g + k * 5) % ${TITLES.length}] as category,
                   (${sqlText(PRIORITIES)})[1 + (g * 3 + k) % ${PRIORITIES.length}] as priority,
                   -- The 7 waiting statuses go to the contract's 7 newest requests.
                   (${sqlText(STATUSES)})[1 + k] as status,
                   -- The 13 closed ones spread over the last 20 months, the 7 waiting ones over the last 40 days.
                   '${today}'::timestamp - make_interval(
                     days => case when k < 13 then 60 + (12 - k) * 40 else (19 - k) * 5 + 1 end + g % 17,
                     secs => 28800 + (g * 37 + k * 101) % 36000) as created_at
              from bc cross join generate_series(0, ${REQUESTS_PER_CONTRACT - 1}) k
             where g % ${every} = 0) x`);
  await client.query(`
    insert into document_counters (landlord_id, kind, year, last_value)
    select landlord_id, 'MR', split_part(request_no, '-', 2)::int, max(split_part(request_no, '-', 3)::int)
      from maintenance_requests group by 1, 2, 3
    on conflict (landlord_id, kind, year) do update set last_value = excluded.last_value`);
}
