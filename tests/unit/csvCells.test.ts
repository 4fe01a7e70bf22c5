import { describe, expect, it } from 'vitest';
import { csvSafeCell, csvSafeRows } from '../../domain/csvCells';

describe('CSV cells a spreadsheet would run', () => {
  it('turns a cell starting like a formula into text', () => {
    for (const formula of ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("x")'])
      expect(csvSafeCell(formula)).toBe(`'${formula}`);
  });
  it('leaves plain text, plain numbers and other values as they are', () => {
    for (const value of ['Leaking AC', '12.500', '-12.500', '+965', 'MR-2026-000001', '', 7, null, true])
      expect(csvSafeCell(value)).toBe(value);
  });
  it('makes every cell of every row safe and keeps the columns', () => {
    expect(csvSafeRows([{ Title: '=cmd', Cost: '-1.000' }])).toEqual([{ Title: "'=cmd", Cost: '-1.000' }]);
  });
});
