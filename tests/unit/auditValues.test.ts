import { describe, expect, it } from 'vitest';
import { auditFields, auditValue } from '../../src/audit/auditValues';

describe('audit log values (issue 36 item 4)', () => {
  it('shows money as KWD with 3 decimals, days as DD-MM-YYYY, nothing as a dash', () => {
    expect(auditValue('350.000')).toBe('350.000 KWD');
    expect(auditValue('2026-11-28')).toBe('28-11-2026');
    expect(auditValue(null)).toBe('—');
    expect(auditValue('approved')).toBe('approved');
    expect(auditValue('2026-11-28T09:00:00.000Z')).toMatch(/^\d{2}-\d{2}-2026 \d{2}:\d{2}$/);
  });
  it('leaves out a field empty on both sides', () => {
    expect(
      auditFields({ attachments: [], note: null }, { attachments: [], note: 'x', amount: '1.000' }),
    ).toEqual([
      { field: 'note', before: '—', after: 'x' },
      { field: 'amount', before: '—', after: '1.000 KWD' },
    ]);
  });
  it('lists each field with both sides', () => {
    expect(
      auditFields(
        { status: 'approved', id: 'x' },
        { status: 'terminated', paidAmount: '100.000', invoiceId: 'y' },
      ),
    ).toEqual([
      { field: 'status', before: 'approved', after: 'terminated' },
      { field: 'paidAmount', before: '—', after: '100.000 KWD' },
    ]);
  });
});
