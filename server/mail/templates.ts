/**
 * The product's mails, each as plain text and HTML. Values are escaped in the HTML; the text part
 * is what a mail client without HTML shows, and what tests read.
 */

import { ENGLISH, type DisplayLocale } from '../../domain/displayLocale';
import type { RenderedMail } from './layout';
import { mailWords, type MailWords } from './mailWords';
import { PAYMENT_MAIL_TEMPLATES, paymentRenderers, type PaymentMailData } from './paymentTemplates';
import { CONTACT_MAIL_TEMPLATES, contactRenderers, type ContactMailData } from './contactTemplates';
import {
  PLAN_FLEXIBILITY_MAIL_TEMPLATES,
  planFlexibilityRenderers,
  type PlanFlexibilityMailData,
} from './planFlexibilityTemplates';
import { SUPPORT_MAIL_TEMPLATES, supportRenderers, type SupportMailData } from './supportTemplates';
import { CHEQUE_MAIL_TEMPLATES, chequeRenderers, type ChequeMailData } from './chequeTemplates';
import {
  TENANT_MESSAGE_MAIL_TEMPLATES,
  tenantMessageRenderers,
  type TenantMessageMailData,
} from './tenantMessageTemplates';
import { OWNER_MAIL_TEMPLATES, ownerRenderers, type OwnerMailData } from './ownerTemplates';

/** What each template needs. */
export interface MailData
  extends
    SupportMailData,
    PaymentMailData,
    ContactMailData,
    PlanFlexibilityMailData,
    ChequeMailData,
    TenantMessageMailData,
    OwnerMailData {
  /** The password recovery code (4 digits), valid for `minutes`. */
  'password-code': { code: string; minutes: number; firstName?: string };
  /**
   * Someone signed up with the address of an existing account (issue 30 item 9): the sign-up
   * answered as for a new account, and this mail tells the address's owner what happened.
   */
  'signup-email-taken': { firstName: string; loginUrl: string };
  /** A super admin approved a landlord's sign-up. */
  'landlord-approved': { firstName: string; loginUrl?: string };
  /** A super admin rejected a landlord's sign-up. */
  'landlord-rejected': { firstName: string; reason?: string };
  /**
   * The password was changed: through recovery (every session was signed out) or by the user on
   * its profile (its other sessions were signed out).
   */
  'password-changed': { firstName: string; via?: 'recovery' | 'profile' };
  /** The address an account signs in with was changed; mailed to the previous address. */
  'email-changed': { firstName: string; newEmail: string };
  /** A landlord invited a manager or tenant: the link sets the password (single use). */
  invitation: { firstName: string; invitedBy: string; role: string; link: string; days: number };
  /** A tenant's maintenance request changed status (issue 18 item 6). */
  'maintenance-status': MaintenanceMail & { from: string; to: string; reason: string | null };
  /** A comment the tenant may read was added to its request. */
  'maintenance-comment': MaintenanceMail & { author: string; body: string };
  /** A request was assigned to the landlord or a manager. */
  'maintenance-assigned': MaintenanceMail & { place: string; priority: string };
  /** A tenant reported an emergency: mailed to the landlord. */
  'maintenance-emergency': MaintenanceMail & { place: string };
}

/** What every maintenance mail names: the request and the link to it in the panel. */
interface MaintenanceMail {
  firstName: string;
  number: string;
  title: string;
  link: string;
}

export type MailTemplate = keyof MailData;

export const MAIL_TEMPLATES = [
  'password-code',
  'signup-email-taken',
  'landlord-approved',
  'landlord-rejected',
  'password-changed',
  'email-changed',
  'invitation',
  'maintenance-status',
  'maintenance-comment',
  'maintenance-assigned',
  'maintenance-emergency',
  ...SUPPORT_MAIL_TEMPLATES,
  ...PAYMENT_MAIL_TEMPLATES,
  ...CONTACT_MAIL_TEMPLATES,
  ...PLAN_FLEXIBILITY_MAIL_TEMPLATES,
  ...CHEQUE_MAIL_TEMPLATES,
  ...TENANT_MESSAGE_MAIL_TEMPLATES,
  ...OWNER_MAIL_TEMPLATES,
] as const satisfies readonly MailTemplate[];

export { escapeHtml, type RenderedMail } from './layout';

/** Every template's renderer for one language. */
export type MailRenderers = { [T in MailTemplate]: (data: MailData[T]) => RenderedMail };

/**
 * Every mail in one reader's words (issue 32 item 3): the texts by id from
 * domain/messages/{en,ar}/mails.ts, so the English are the spec's exactly and the Arabic (issue 22
 * item 6) say the same. Free text (titles, comments, reasons, names) stays as its author wrote it.
 */
export function mailRenderers(words: MailWords): MailRenderers {
  const { t, hello, mail, label, count } = words;
  return {
    'password-code': (d) => ({
      ...mail(t('mail.passwordCode.subject'), [
        hello(d.firstName),
        t('mail.passwordCode.intro'),
        { strong: d.code },
        t('mail.passwordCode.validity', { duration: count('minutes', d.minutes) }),
        t('mail.passwordCode.notAsked'),
      ]),
      secret: d.code,
    }),
    'signup-email-taken': (d) =>
      mail(t('mail.signupEmailTaken.subject'), [
        hello(d.firstName),
        t('mail.signupEmailTaken.what'),
        t('mail.signupEmailTaken.ifYou', { loginUrl: d.loginUrl }),
        t('mail.signupEmailTaken.ifNotYou'),
      ]),
    'landlord-approved': (d) =>
      mail(t('mail.landlordApproved.subject'), [
        hello(d.firstName),
        t('mail.landlordApproved.body'),
        ...(d.loginUrl ? [t('mail.landlordApproved.signIn', { loginUrl: d.loginUrl })] : []),
      ]),
    'landlord-rejected': (d) =>
      mail(t('mail.landlordRejected.subject'), [
        hello(d.firstName),
        t('mail.landlordRejected.body'),
        ...(d.reason?.trim() ? [t('mail.reason', { reason: d.reason.trim() })] : []),
        t('mail.landlordRejected.mistake'),
      ]),
    'password-changed': (d) =>
      mail(t('mail.passwordChanged.subject'), [
        hello(d.firstName),
        t(d.via === 'profile' ? 'mail.passwordChanged.fromProfile' : 'mail.passwordChanged.body'),
        t('mail.passwordChanged.notYou'),
      ]),
    'email-changed': (d) =>
      mail(t('mail.emailChanged.subject'), [
        hello(d.firstName),
        t('mail.emailChanged.body', { newEmail: d.newEmail }),
        t('mail.emailChanged.notAsked'),
      ]),
    invitation: (d) => ({
      ...mail(t('mail.invitation.subject'), [
        hello(d.firstName),
        t('mail.invitation.body', { invitedBy: d.invitedBy, role: label(d.role) }),
        t('mail.invitation.link', { duration: count('days', d.days), link: d.link }),
      ]),
      secret: d.link,
    }),
    // Issue 31 item 2: the status in words, not its code ("moved from OPEN to IN_PROGRESS").
    'maintenance-status': (d) =>
      mail(t('mail.maintenanceStatus.subject', { number: d.number, to: label(d.to) }), [
        hello(d.firstName),
        t('mail.maintenanceStatus.body', {
          number: d.number,
          title: d.title,
          from: label(d.from),
          to: label(d.to),
        }),
        ...(d.reason?.trim() ? [t('mail.reason', { reason: d.reason.trim() })] : []),
        t('mail.openIt', { link: d.link }),
      ]),
    'maintenance-comment': (d) =>
      mail(t('mail.maintenanceComment.subject', { number: d.number }), [
        hello(d.firstName),
        t('mail.maintenanceComment.body', { author: label(d.author), number: d.number, title: d.title }),
        d.body,
        t('mail.openIt', { link: d.link }),
      ]),
    'maintenance-assigned': (d) =>
      mail(t('mail.maintenanceAssigned.subject', { number: d.number }), [
        hello(d.firstName),
        t('mail.maintenanceAssigned.body', {
          number: d.number,
          title: d.title,
          priority: label(d.priority),
          place: d.place,
        }),
        t('mail.openIt', { link: d.link }),
      ]),
    'maintenance-emergency': (d) =>
      mail(t('mail.maintenanceEmergency.subject', { number: d.number }), [
        hello(d.firstName),
        t('mail.maintenanceEmergency.body', { place: d.place, number: d.number, title: d.title }),
        t('mail.openIt', { link: d.link }),
      ]),
    ...supportRenderers(words),
    ...paymentRenderers(words),
    ...contactRenderers(words),
    ...planFlexibilityRenderers(words),
    ...chequeRenderers(words),
    ...tenantMessageRenderers(words),
    ...ownerRenderers(words),
  };
}

/** The English mails: the spec's texts, exactly. */
export const ENGLISH_RENDERERS: MailRenderers = mailRenderers(mailWords(ENGLISH));

/** The mails in Arabic, for a recipient whose users.locale is 'ar', in the digits it chose. */
export const arabicRenderers = (display: DisplayLocale): MailRenderers => mailRenderers(mailWords(display));

/**
 * A mail in its recipient's language (issue 22 item 6): English unless the recipient reads Arabic
 * (the mailer finds the recipient's users.locale / users.digits; see mailer.ts).
 */
export function renderMail<T extends MailTemplate>(
  template: T,
  data: MailData[T],
  display: DisplayLocale = ENGLISH,
): RenderedMail {
  const renderers = display.locale === 'en' ? ENGLISH_RENDERERS : mailRenderers(mailWords(display));
  const render = renderers[template] as (data: MailData[T]) => RenderedMail;
  return render(data);
}
