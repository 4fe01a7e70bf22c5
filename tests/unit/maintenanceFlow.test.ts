// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_STATUSES,
  MAINTENANCE_TRANSITIONS,
  isOverdue,
  movesFrom,
  transitionOf,
} from '../../domain/maintenanceFlow';

describe('the maintenance status flow (issue 18 item 2)', () => {
  it('holds exactly the moves of the issue', () => {
    expect(MAINTENANCE_TRANSITIONS.map((t) => `${t.from}→${t.to}`).sort()).toEqual(
      [
        'OPEN→IN_PROGRESS',
        'IN_PROGRESS→COMPLETED',
        'COMPLETED→CLOSED',
        'OPEN→DEFERRED',
        'IN_PROGRESS→DEFERRED',
        'OPEN→DECLINED',
        'IN_PROGRESS→DECLINED',
        'COMPLETED→OPEN',
        'DEFERRED→OPEN',
      ].sort(),
    );
  });

  it('declining needs a reason, deferring a date; only the tenant’s "back again" counts a reopening', () => {
    expect(transitionOf('OPEN', 'DECLINED')?.needs).toBe('reason');
    expect(transitionOf('IN_PROGRESS', 'DEFERRED')?.needs).toBe('until');
    expect(MAINTENANCE_TRANSITIONS.filter((t) => t.reopens).map((t) => t.from)).toEqual(['COMPLETED']);
  });

  it('closed and declined are final', () => {
    expect(movesFrom('CLOSED')).toEqual([]);
    expect(movesFrom('DECLINED')).toEqual([]);
    for (const s of MAINTENANCE_STATUSES) expect(transitionOf(s, s)).toBeUndefined();
  });

  it('overdue: past the deadline while open or in progress', () => {
    const now = Date.parse('2026-05-10T12:00:00Z');
    expect(isOverdue('OPEN', '2026-05-10T11:00:00Z', now)).toBe(true);
    expect(isOverdue('IN_PROGRESS', '2026-05-10T13:00:00Z', now)).toBe(false);
    expect(isOverdue('COMPLETED', '2026-05-01T00:00:00Z', now)).toBe(false);
    expect(isOverdue('OPEN', null, now)).toBe(false);
  });
});
