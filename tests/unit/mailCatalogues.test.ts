import { describe, expect, it } from 'vitest';
import { ARABIC, ENGLISH } from '../../domain/displayLocale';
import {
  arabicRenderers,
  ENGLISH_RENDERERS,
  MAIL_TEMPLATES,
  renderMail,
  type MailData,
  type MailTemplate,
} from '../../server/mail/templates';

/*
 * Issue 22 item 6: every mail exists in English and in Arabic, and the English ones are those the
 * spec and the other tests fix. One sample of each template's data renders in both.
 */
const SAMPLES: { [T in MailTemplate]: MailData[T] } = {
  'password-code': { code: '4821', minutes: 10, firstName: 'Huda' },
  'signup-email-taken': { firstName: 'Huda', loginUrl: 'https://rentals.test/admin-panel/auth/login' },
  'landlord-approved': { firstName: 'Huda', loginUrl: 'https://rentals.test/admin-panel/auth/login' },
  'landlord-rejected': { firstName: 'Huda', reason: 'Incomplete documents' },
  'password-changed': { firstName: 'Huda', via: 'profile' },
  'email-changed': { firstName: 'Huda', newEmail: 'new@example.com' },
  invitation: {
    firstName: 'Huda',
    invitedBy: 'Khaled Al-Sabah',
    role: 'Tenant',
    link: 'https://rentals.test/i',
    days: 7,
  },
  'maintenance-status': { firstName: 'Huda', number: 'MR-000012', title: 'Leaking AC', link: 'https://rentals.test/m', from: 'OPEN', to: 'IN_PROGRESS', reason: null }, // prettier-ignore
  'maintenance-comment': { firstName: 'Huda', number: 'MR-000012', title: 'Leaking AC', link: 'https://rentals.test/m', author: 'Khaled Al-Sabah', body: 'Tomorrow at 10.' }, // prettier-ignore
  'maintenance-assigned': { firstName: 'Huda', number: 'MR-000012', title: 'Leaking AC', link: 'https://rentals.test/m', place: 'Salam Tower, unit 4', priority: 'high' }, // prettier-ignore
  'maintenance-emergency': { firstName: 'Huda', number: 'MR-000012', title: 'Flood', link: 'https://rentals.test/m', place: 'Salam Tower, unit 4' }, // prettier-ignore
  'support-ticket-new': { number: 'ST-1', subject: 'Invoices', category: 'Billing', from: 'Khaled', link: 'https://rentals.test/s' }, // prettier-ignore
  'support-ticket-reply': { number: 'ST-1', subject: 'Invoices', from: 'Khaled', body: 'Thanks', link: 'https://rentals.test/s' }, // prettier-ignore
  'support-ticket-answer': { firstName: 'Khaled', number: 'ST-1', subject: 'Invoices', body: 'Done', link: 'https://rentals.test/s' }, // prettier-ignore
  'support-ticket-status': { firstName: 'Khaled', number: 'ST-1', subject: 'Invoices', status: 'Resolved', link: 'https://rentals.test/s' }, // prettier-ignore
  'payment-link': { firstName: 'Huda', sentBy: 'Khaled Al-Sabah', invoiceNo: 'INV-2026-000001', balance: '1,210.500 KWD', link: 'https://rentals.test/p', expires: '03-12-2026 14:05', balanceAmount: '1210.500', expiresAt: '2026-12-03T11:05:00.000Z' }, // prettier-ignore
  'online-refund-due': { firstName: 'Khaled', tenantName: 'Huda Al-Ali', invoiceNo: 'INV-2026-000001', amount: '100.000 KWD', amountValue: '100.000', link: 'https://rentals.test/t' }, // prettier-ignore
  'online-refund-delayed': { firstName: 'Huda', invoiceNo: 'INV-2026-000001', amount: '100.000 KWD', amountValue: '100.000' }, // prettier-ignore
  'contact-message': { name: 'Sara', email: 'sara@example.com', phone: '55512345', subject: 'Demo', message: 'Hello', link: 'https://rentals.test/c' }, // prettier-ignore
  'plan-request-new': {
    from: 'Khaled',
    summary: 'the Pro plan',
    message: 'Please',
    link: 'https://rentals.test/r',
  },
  'plan-request-answer': { firstName: 'Khaled', summary: 'the Pro plan', decision: 'Accepted', body: 'Welcome', link: 'https://rentals.test/r' }, // prettier-ignore
  'plan-request-moved': {
    firstName: 'Khaled',
    plan: 'Pro',
    when: '01-01-2027',
    link: 'https://rentals.test/r',
  },
  'cheque-bounced-tenant': { firstName: 'Huda', chequeNo: '000123', bank: 'NBK', amountValue: '350.000', dueDate: '2026-12-05', reason: 'Insufficient funds', feeValue: '10.000', feeInvoiceNo: 'INV-2026-000002', link: 'https://rentals.test/q' }, // prettier-ignore
  'cheque-bounced-landlord': { firstName: 'Khaled', tenantName: 'Huda Al-Ali', chequeNo: '000123', bank: 'NBK', amountValue: '350.000', dueDate: '2026-12-05', reason: null, feeValue: null, feeInvoiceNo: null, link: 'https://rentals.test/q' }, // prettier-ignore
  'tenant-message': {
    body: 'Dear Huda Al-Ali, your rent of 350.000 KWD (invoice INV-2026-000001) is due today.',
  },
  'owner-statement': {
    firstName: 'Mariam',
    month: '2026-10',
    closingValue: '1234.567',
    link: 'https://rentals.test/admin-panel/owner-statements/x/show',
  },
};

const ARABIC_LETTER = /[\u0621-\u064a]/;

describe('mail catalogues', () => {
  it('have the same templates in English and Arabic', () => {
    const english = Object.keys(ENGLISH_RENDERERS).sort();
    expect(Object.keys(arabicRenderers(ARABIC)).sort()).toEqual(english);
    expect([...MAIL_TEMPLATES].sort()).toEqual(english);
  });

  it.each(MAIL_TEMPLATES)(
    '%s: the Arabic mail is Arabic, right to left; the English one unchanged',
    (template) => {
      const data = SAMPLES[template] as MailData[typeof template];
      const ar = renderMail(template, data, ARABIC);
      const en = renderMail(template, data, ENGLISH);
      expect(renderMail(template, data)).toEqual(en);
      expect(ar.subject).toMatch(ARABIC_LETTER);
      expect(ar.text).toMatch(ARABIC_LETTER);
      expect(ar.html).toContain('<html lang="ar" dir="rtl">');
      expect(en.html).toContain('<html lang="en">');
      expect(en.subject).not.toMatch(ARABIC_LETTER);
      expect(en.text).not.toMatch(ARABIC_LETTER);
      // A secret (the code, the invitation link) is kept in both.
      expect(ar.secret).toBe(en.secret);
    },
  );

  it('keeps the English texts the other tests read', () => {
    expect(renderMail('maintenance-status', SAMPLES['maintenance-status']).text).toContain(
      'from Open to In progress',
    );
    expect(renderMail('payment-link', SAMPLES['payment-link']).subject).toBe(
      'Pay invoice INV-2026-000001 online',
    );
  });

  it('writes amounts, dates and labels for the Arabic reader, in the digits chosen', () => {
    const latin = renderMail('payment-link', SAMPLES['payment-link'], ARABIC).text;
    expect(latin).toContain('1,210.500 د.ك');
    expect(latin).toContain('03-12-2026 14:05');
    const indic = renderMail('payment-link', SAMPLES['payment-link'], { locale: 'ar', digits: 'arab' }).text;
    expect(indic).toContain('١٬٢١٠٫٥٠٠ د.ك');
    expect(indic).toContain('٠٣-١٢-٢٠٢٦ ١٤:٠٥');
    const status = renderMail('maintenance-status', SAMPLES['maintenance-status'], ARABIC).text;
    expect(status).toContain('من مفتوح إلى قيد التنفيذ');
    expect(renderMail('password-code', SAMPLES['password-code'], ARABIC).text).toContain('    4821');
  });
});
