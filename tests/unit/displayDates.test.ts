import { describe, expect, it } from 'vitest';
import { displayDate, displayDateTime } from '../../domain/displayDates';

describe('the panel date format', () => {
  it.each([
    ['2026-01-01', '01-01-2026'],
    ['2026-11-23T21:30:00.000Z', '24-11-2026'], // already the 24th in Kuwait (UTC+3)
    ['', '-'],
    [null, '-'],
  ])('shows %s as %s', (value, shown) => {
    expect(displayDate(value)).toBe(shown);
  });

  it('shows a moment on a 24-hour clock in Kuwait time', () => {
    expect(displayDateTime('2026-11-23T13:59:36.000Z')).toBe('23-11-2026 16:59');
    expect(displayDateTime(undefined)).toBe('-');
  });
});
