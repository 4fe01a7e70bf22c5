import { describe, expect, it } from 'vitest';
import { displayDate, displayDateTime } from '../../domain/displayDates';
import { ARABIC } from '../../domain/displayLocale';

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

  it('isolates a date left to right for a reader who asks, so it keeps its order inside Arabic text', () => {
    const isolated = { ...ARABIC, isolateDates: true };
    expect(displayDate('2026-11-26', isolated)).toBe('\u206626-11-2026\u2069');
    expect(displayDateTime('2026-11-26T02:30:00.000Z', isolated)).toBe('\u206626-11-2026 05:30\u2069');
    expect(displayDate('2026-11-26', { ...isolated, digits: 'arab' })).toBe('\u2066٢٦-١١-٢٠٢٦\u2069');
    // Without the flag (PDFs, CSV cells, the server), the bare date; no date, no marks.
    expect(displayDate('2026-11-26', ARABIC)).toBe('26-11-2026');
    expect(displayDate(null, isolated)).toBe('-');
  });
});
