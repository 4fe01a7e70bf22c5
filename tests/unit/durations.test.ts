import { describe, expect, it } from 'vitest';
import { arabicMessage } from '../../domain/messages/arabic';
import { arabicWait, waitIn } from '../../domain/messages/durations';
import { contactWaitText } from '../../domain/contactMessages';
import { ARABIC, ENGLISH } from '../../domain/displayLocale';
import { renderMail } from '../../server/mail/templates';
import { LIMIT_MESSAGES, waitText } from '../../server/services/abuseLimits';

/*
 * Issue 32 item 3: a rate limit's answer says how long to wait in the reader's language. The
 * English stays the spec's ('Please try again in 5 minutes.'); an Arabic reader read
 * 'بعد 5 minutes' and now reads the wait in Arabic, with Arabic number agreement.
 */
const MINUTE = 60;

describe('a wait in words', () => {
  it('keeps the English waits the answers always said', () => {
    expect(waitText(1)).toBe('1 minute');
    expect(waitText(MINUTE)).toBe('1 minute');
    expect(waitText(2 * MINUTE)).toBe('2 minutes');
    expect(waitText(5 * MINUTE - 30)).toBe('5 minutes');
    expect(waitText(119 * MINUTE)).toBe('119 minutes');
    expect(waitText(120 * MINUTE)).toBe('2 hours');
    expect(waitText(11 * 60 * MINUTE + 1)).toBe('12 hours');
  });

  it('says an Arabic wait with Arabic number agreement: one, two, 3 to 10, 11 and more', () => {
    expect(waitIn('ar', MINUTE)).toBe('دقيقة واحدة');
    expect(waitIn('ar', 2 * MINUTE)).toBe('دقيقتين');
    expect(waitIn('ar', 3 * MINUTE)).toBe('3 دقائق');
    expect(waitIn('ar', 10 * MINUTE)).toBe('10 دقائق');
    expect(waitIn('ar', 11 * MINUTE)).toBe('11 دقيقة');
    expect(waitIn('ar', 15 * MINUTE)).toBe('15 دقيقة');
    expect(waitIn('ar', 100 * MINUTE)).toBe('100 دقيقة');
    expect(waitIn('ar', 103 * MINUTE)).toBe('103 دقائق');
    expect(waitIn('ar', 120 * MINUTE)).toBe('ساعتين');
    expect(waitIn('ar', 3 * 60 * MINUTE)).toBe('3 ساعات');
    expect(waitIn('ar', 24 * 60 * MINUTE)).toBe('24 ساعة');
  });

  it('gives the contact form the same waits in both languages', () => {
    expect(contactWaitText(5 * MINUTE, 'en')).toBe('5 minutes');
    expect(contactWaitText(5 * MINUTE, 'ar')).toBe('5 دقائق');
  });

  it('reads an English wait back into Arabic, and leaves anything else as it is', () => {
    expect(arabicWait('1 minute')).toBe('دقيقة واحدة');
    expect(arabicWait('2 minutes')).toBe('دقيقتين');
    expect(arabicWait('11 minutes')).toBe('11 دقيقة');
    expect(arabicWait('5 hours')).toBe('5 ساعات');
    expect(arabicWait('a@b.kw')).toBe('a@b.kw');
    expect(arabicWait('5 minutes ago')).toBe('5 minutes ago');
  });

  it('writes a rate limit’s answer to an Arabic reader with an Arabic wait, not “بعد 5 minutes”', () => {
    const login = arabicMessage(LIMIT_MESSAGES.login(waitText(5 * MINUTE)));
    expect(login).toContain('بعد 5 دقائق');
    expect(login).not.toMatch(/minutes?|hours?/);
    expect(arabicMessage(LIMIT_MESSAGES.codeChecks(waitText(2 * MINUTE)))).toContain('دقيقتين');
    expect(arabicMessage(LIMIT_MESSAGES.resets(waitText(3 * 60 * MINUTE)))).toContain('3 ساعات');
    expect(arabicMessage(LIMIT_MESSAGES.signups(waitText(MINUTE)))).toContain('دقيقة واحدة');
    expect(arabicMessage(LIMIT_MESSAGES.codeRequests(waitText(11 * MINUTE)))).toContain('11 دقيقة');
    expect(arabicMessage(LIMIT_MESSAGES.takenEmails(waitText(24 * 60 * MINUTE)))).toContain('24 ساعة');
  });

  it('says how long a mailed code or invitation works with the same agreement', () => {
    const code = (minutes: number, display = ARABIC) =>
      renderMail('password-code', { code: '4821', minutes, firstName: 'Huda' }, display).text;
    expect(code(10, ENGLISH)).toContain('The code is valid for 10 minutes and can be used once.');
    expect(code(10)).toContain('الرمز صالح لمدة 10 دقائق');
    expect(code(2)).toContain('الرمز صالح لمدة دقيقتين');
    expect(code(15)).toContain('الرمز صالح لمدة 15 دقيقة');
    expect(code(10, { locale: 'ar', digits: 'arab' })).toContain('لمدة ١٠ دقائق');
    const invitation = (days: number, display = ARABIC) =>
      renderMail(
        'invitation',
        { firstName: 'Huda', invitedBy: 'Khaled', role: 'Tenant', link: 'https://rentals.test/i', days },
        display,
      ).text;
    expect(invitation(7, ENGLISH)).toContain('(the link works once, for 7 days)');
    expect(invitation(7)).toContain('لمدة 7 أيام');
    expect(invitation(14)).toContain('لمدة 14 يومًا');
  });
});
