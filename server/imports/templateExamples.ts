import { addDays, addMonths } from '../../domain/contractSchemas';
import type { ImportKind } from '../../domain/importSchemas';
import { nextMonth } from './contractRows';
import { displayDate } from '../../domain/displayDates';
import { ENGLISH } from '../../domain/displayLocale';

/** DD-MM-YYYY in Latin digits, as the panel writes dates and as the files are read. */
const dmy = (iso: string) => displayDate(iso, ENGLISH);

/**
 * The templates' example row per kind: valid rows a landlord overwrites. They follow one another:
 * the tenant of the tenants template rents unit 101 of the properties template's building (its
 * floors × units per floor make 101 … 304) since six months, owed last month's rent on the last day
 * of that month, and gave a cheque for the first month the product invoices. The dates follow
 * `today`, so the five templates imported in order (for a landlord without them) raise no error.
 */
export function templateExamples(today: string): Record<ImportKind, readonly string[]> {
  const thisMonth = `${today.slice(0, 8)}01`;
  const start = addMonths(thisMonth, -6);
  const end = addDays(addMonths(start, 12), -1);
  const lastMonthEnd = addDays(thisMonth, -1);
  const tenant = ['290010112346', 'ahmad@example.com'];
  return {
    properties: [
      'Salmiya Tower',
      '',
      'residential_building',
      'Hawalli',
      'Salmiya',
      '10',
      'Salem Al Mubarak St',
      '12',
      '',
      '',
      'apartment',
      '',
      '',
      '350.000',
      '3',
      '4',
    ],
    tenants: ['Ahmad', 'Al-Sabah', '', '', tenant[1]!, '65432198', tenant[0]!, '', 'Kuwaiti'],
    contracts: [
      ...tenant,
      'Salmiya Tower',
      '101',
      dmy(start),
      dmy(end),
      '350.000',
      '350.000',
      '350.000',
      '1',
      '',
    ],
    opening_balances: [...tenant, 'Salmiya Tower', '101', dmy(lastMonthEnd), '350.000', '', ''],
    cheques: [
      ...tenant,
      'Salmiya Tower',
      '101',
      '000123',
      'Gulf Bank',
      '',
      '350.000',
      dmy(nextMonth(today)),
      '',
      '',
    ],
  };
}
