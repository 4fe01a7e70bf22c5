import { describe, expect, it } from 'vitest';
import { AGING_BUCKETS, dueDatesFor, figureLinks, percentOf } from '../../domain/dashboardFigures';
import { addDays, daysBetween, kuwaitFrame, monthBounds } from '../../domain/kuwaitCalendar';

describe('Kuwait calendar arithmetic for the dashboards', () => {
  it('takes today and this month in Kuwait: 21:00 UTC is already the next day there', () => {
    expect(kuwaitFrame(Date.parse('2027-02-28T20:59:59Z'))).toEqual({
      today: '2027-02-28',
      month: '2027-02',
      monthFirst: '2027-02-01',
      monthLast: '2027-02-28',
    });
    expect(kuwaitFrame(Date.parse('2027-02-28T21:00:00Z'))).toEqual({
      today: '2027-03-01',
      month: '2027-03',
      monthFirst: '2027-03-01',
      monthLast: '2027-03-31',
    });
  });

  it.each([
    ['2028-02-10', 0, '2028-02', '2028-02-01', '2028-02-29'],
    ['2027-01-31', -1, '2026-12', '2026-12-01', '2026-12-31'],
    ['2027-03-01', -11, '2026-04', '2026-04-01', '2026-04-30'],
    ['2026-12-15', 1, '2027-01', '2027-01-01', '2027-01-31'],
  ])('monthBounds(%s, %i) is %s from %s to %s', (day, offset, month, first, last) => {
    expect(monthBounds(day, offset)).toEqual({ month, first, last });
  });

  it('adds and counts days across months and years', () => {
    expect(addDays('2027-03-01', -30)).toBe('2027-01-30');
    expect(addDays('2027-03-01', -91)).toBe('2026-11-30');
    expect(daysBetween('2027-03-01', '2027-12-31')).toBe(305);
    expect(daysBetween('2027-03-01', '2027-02-28')).toBe(-1);
  });
});

describe('dashboard figure definitions', () => {
  it('rounds a percentage half up to one decimal, exactly, and has none without a whole', () => {
    expect(percentOf('510.375', '1060.625')).toBe('48.1');
    expect(percentOf('1', '8')).toBe('12.5');
    expect(percentOf('1', '16')).toBe('6.3'); // 6.25 half up, where a float could give 6.2
    expect(percentOf('0', '0')).toBeNull();
    expect(percentOf(4, 5)).toBe('80.0');
  });

  it('maps each aging bucket to the due dates that have its days past due, both ends included', () => {
    const today = '2027-03-01';
    expect(AGING_BUCKETS.map((b) => dueDatesFor(today, b))).toEqual([
      { dueFrom: '2027-01-30', dueTo: '2027-03-01' }, // 30 .. 0 days
      { dueFrom: '2026-12-31', dueTo: '2027-01-29' }, // 60 .. 31
      { dueFrom: '2026-12-01', dueTo: '2026-12-30' }, // 90 .. 61
      { dueFrom: null, dueTo: '2026-11-30' }, // 91 and more
    ]);
  });

  it('links each card to the list filter whose rows add up to it', () => {
    const links = figureLinks('2027-03-01');
    expect(links.expected).toEqual({
      list: '/api/invoices/list',
      screen: '/invoices/list',
      filter: { dueFrom: '2027-03-01', dueTo: '2027-03-31', excludeCancelled: 'true' },
      sumOf: 'total',
    });
    expect(links.outstanding.filter).toEqual({ dueTo: '2027-03-01' });
    expect(links.cashReceived.filter).toEqual({ dateFrom: '2027-03-01', dateTo: '2027-03-31' });
    expect(links.month('2026-02').filter).toEqual({
      dueFrom: '2026-02-01',
      dueTo: '2026-02-28',
      excludeCancelled: 'true',
    });
  });
});
