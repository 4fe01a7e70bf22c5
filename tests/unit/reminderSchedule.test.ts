// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  channelOrderFor,
  DEFAULT_REMINDER_STEPS,
  dueReminderStep,
  inQuietHours,
  stepDay,
  type ReminderCase,
} from '../../domain/reminderSchedule';

/** A clock reading at `hh:mm` Kuwait time on `day` (Kuwait is UTC+3). */
const kuwait = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00+03:00`);

const base: ReminderCase = {
  enabled: true,
  steps: DEFAULT_REMINDER_STEPS,
  dueDate: '2026-12-10',
  sent: [],
  paid: false,
  optedOut: false,
  nowMs: kuwait('2026-12-07', '09:00'),
};

describe('the reminder schedule (issue 35 item 3)', () => {
  it('defaults to 3 days before, on the day, 3, 7 and 14 days after', () => {
    expect(DEFAULT_REMINDER_STEPS).toEqual([-3, 0, 3, 7, 14]);
    expect(stepDay('2026-12-10', -3)).toBe('2026-12-07');
    expect(stepDay('2026-12-30', 14)).toBe('2027-01-13');
  });

  it('sends each step on its day, once', () => {
    expect(dueReminderStep({ ...base, nowMs: kuwait('2026-12-06', '12:00') })).toBeNull();
    expect(dueReminderStep(base)).toBe(-3);
    expect(dueReminderStep({ ...base, sent: [-3] })).toBeNull();
    expect(dueReminderStep({ ...base, sent: [-3], nowMs: kuwait('2026-12-10', '08:00') })).toBe(0);
    expect(dueReminderStep({ ...base, sent: [-3, 0], nowMs: kuwait('2026-12-13', '10:00') })).toBe(3);
    expect(
      dueReminderStep({ ...base, sent: [-3, 0, 3, 7, 14], nowMs: kuwait('2027-01-20', '10:00') }),
    ).toBeNull();
  });

  it('keeps quiet from 21:00 to 08:00 Kuwait time; a step missed at night goes out at 08:00', () => {
    expect(inQuietHours(kuwait('2026-12-10', '20:59'))).toBe(false);
    expect(inQuietHours(kuwait('2026-12-10', '21:00'))).toBe(true);
    expect(inQuietHours(kuwait('2026-12-11', '07:59'))).toBe(true);
    expect(inQuietHours(kuwait('2026-12-11', '08:00'))).toBe(false);
    const night = { ...base, sent: [-3] };
    expect(dueReminderStep({ ...night, nowMs: kuwait('2026-12-10', '00:05') })).toBeNull();
    expect(dueReminderStep({ ...night, nowMs: kuwait('2026-12-10', '07:59') })).toBeNull();
    expect(dueReminderStep({ ...night, nowMs: kuwait('2026-12-10', '08:00') })).toBe(0);
    // 21:30 UTC on the 9th is already 00:30 on the 10th in Kuwait, and quiet.
    expect(dueReminderStep({ ...night, nowMs: Date.parse('2026-12-09T21:30:00Z') })).toBeNull();
  });

  it('never sends after payment, to an opted-out tenant, or with the schedule off', () => {
    expect(dueReminderStep({ ...base, paid: true })).toBeNull();
    expect(dueReminderStep({ ...base, optedOut: true })).toBeNull();
    expect(dueReminderStep({ ...base, enabled: false })).toBeNull();
  });

  it('sends only the latest step reached, not a burst of missed ones', () => {
    expect(dueReminderStep({ ...base, nowMs: kuwait('2026-12-18', '10:00') })).toBe(7);
    expect(dueReminderStep({ ...base, sent: [7], nowMs: kuwait('2026-12-20', '10:00') })).toBeNull();
    expect(dueReminderStep({ ...base, steps: [5, -1, 5], nowMs: kuwait('2026-12-12', '10:00') })).toBe(-1);
  });
});

describe('the tenant’s channel order (issue 35 item 5)', () => {
  it('starts with the preferred channel, then WhatsApp, SMS, email', () => {
    expect(channelOrderFor('whatsapp')).toEqual(['whatsapp', 'sms', 'email']);
    expect(channelOrderFor('sms')).toEqual(['sms', 'whatsapp', 'email']);
    expect(channelOrderFor('email')).toEqual(['email', 'whatsapp', 'sms']);
  });
});
