import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  contractCreateSchema,
  formatKwd,
  isIsoDate,
  moneySchema,
} from '../../domain/contractSchemas';
import { tenantCreateSchema, TENANT_MESSAGES } from '../../domain/tenantSchemas';

describe('contract rules shared by the forms and the API', () => {
  it('formats KWD with 3 decimals on the digits, never through a float', () => {
    expect(formatKwd('350')).toBe('350.000 KWD');
    expect(formatKwd('1200.5')).toBe('1,200.500 KWD');
    expect(formatKwd('123456789.999')).toBe('123,456,789.999 KWD');
    expect(formatKwd(0.1)).toBe('0.100 KWD');
    expect(formatKwd(null)).toBe('-');
  });

  it('money: at most 3 decimals, commas allowed, canonical string out', () => {
    const money = moneySchema('bad');
    expect(money.parse('1,200.5')).toBe('1200.5');
    expect(money.parse(350.25)).toBe('350.25');
    for (const bad of ['1.2345', '-5', 'abc', '', '1e3'])
      expect(money.safeParse(bad).success, bad).toBe(false);
  });

  it('a rent of -3 or 0 is answered "more than 0", not with the decimals message (issue 31 item 9)', () => {
    const base = {
      unitId: '00000000-0000-4000-8000-000000000000',
      startDate: '2026-05-01',
      endDate: '2027-04-30',
    };
    const messages = (terms: object) =>
      contractCreateSchema.safeParse({ ...base, ...terms }).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ monthlyRent: '-3' })).toEqual(['Monthly rent must be more than 0 KWD.']);
    expect(messages({ monthlyRent: '0' })).toEqual(['Monthly rent must be more than 0 KWD.']);
    expect(messages({ monthlyRent: -3 })).toEqual(['Monthly rent must be more than 0 KWD.']);
    expect(messages({ monthlyRent: '1.2345' })).toEqual([
      'Monthly rent must be a number with up to 3 decimal places (e.g., 350.000).',
    ]);
    expect(messages({ monthlyRent: '350', securityDeposit: '-3' })).toEqual([
      'Security deposit cannot be less than 0 KWD.',
    ]);
    expect(messages({ monthlyRent: '350', securityDeposit: '0' })).toEqual([]);
  });

  it('calendar dates: real days only; arithmetic in UTC', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addDays(addMonths('2027-01-01', 12), -1)).toBe('2027-12-31');
  });

  it('end before start, due day 29 and a 13-digit Civil ID are refused', () => {
    const base = {
      unitId: '00000000-0000-4000-8000-000000000000',
      startDate: '2026-05-01',
      endDate: '2026-04-30',
      monthlyRent: '300',
      paymentDueDay: 29,
    };
    const issues = contractCreateSchema.safeParse(base).error?.issues.map((i) => i.path[0]);
    expect(issues).toEqual(['paymentDueDay', 'endDate']);
    const backwards = contractCreateSchema.safeParse({ ...base, paymentDueDay: 28 });
    expect(backwards.error?.issues.map((i) => i.message)).toEqual([
      'The end date must be on or after the start date.',
    ]);
    const tenant = tenantCreateSchema.safeParse({ civilId: '1234567890123' });
    expect(tenant.error?.issues.find((i) => i.path[0] === 'civilId')?.message).toBe(TENANT_MESSAGES.civilId);
  });
});
