/**
 * The product's mails, each as plain text and HTML. Values are escaped in the HTML; the text part
 * is what a mail client without HTML shows, and what tests read.
 */

import { ENGLISH, type DisplayLocale } from '../../domain/displayLocale';
import { MAINTENANCE_STATUS_NAMES, type MaintenanceStatus } from '../../domain/maintenanceFlow';
import { compose, PRODUCT, type RenderedMail } from './layout';
import { arabicRenderers } from './templates.ar';
import { PAYMENT_MAIL_TEMPLATES, paymentRenderers, type PaymentMailData } from './paymentTemplates';
import { CONTACT_MAIL_TEMPLATES, contactRenderers, type ContactMailData } from './contactTemplates';
import {
  PLAN_FLEXIBILITY_MAIL_TEMPLATES,
  planFlexibilityRenderers,
  type PlanFlexibilityMailData,
} from './planFlexibilityTemplates';
import { SUPPORT_MAIL_TEMPLATES, supportRenderers, type SupportMailData } from './supportTemplates';
import { CHEQUE_MAIL_TEMPLATES, chequeRenderers, type ChequeMailData } from './chequeTemplates';

/** What each template needs. */
export interface MailData
  extends SupportMailData, PaymentMailData, ContactMailData, PlanFlexibilityMailData, ChequeMailData {
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
] as const satisfies readonly MailTemplate[];

export { escapeHtml, type RenderedMail } from './layout';

const hello = (firstName: string | undefined) =>
  firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,';

/** Every template's renderer for one language. */
export type MailRenderers = { [T in MailTemplate]: (data: MailData[T]) => RenderedMail };

/** The English mails: the spec's texts, exactly. */
export const ENGLISH_RENDERERS: MailRenderers = {
  'password-code': (d) => ({
    ...compose(`Your ${PRODUCT} password reset code`, [
      hello(d.firstName),
      `Use this code to reset your ${PRODUCT} password:`,
      { strong: d.code },
      `The code is valid for ${d.minutes} minutes and can be used once.`,
      'If you did not ask to reset your password, ignore this mail: your password stays as it is.',
    ]),
    secret: d.code,
  }),
  'signup-email-taken': (d) =>
    compose(`Someone tried to sign up to ${PRODUCT} with your email`, [
      hello(d.firstName),
      `Someone, perhaps you, just tried to create a new ${PRODUCT} account with this email address. It already belongs to your account, so no new account was created and your account has not changed.`,
      `If it was you, sign in with this email; if you have forgotten your password, reset it from the sign-in page: ${d.loginUrl}`,
      'If it was not you, you can ignore this mail.',
    ]),
  'landlord-approved': (d) =>
    compose(`Your ${PRODUCT} account has been approved`, [
      hello(d.firstName),
      `Your landlord account has been approved. You can now sign in to ${PRODUCT}.`,
      ...(d.loginUrl ? [`Sign in: ${d.loginUrl}`] : []),
    ]),
  'landlord-rejected': (d) =>
    compose(`Your ${PRODUCT} registration was not approved`, [
      hello(d.firstName),
      `Your landlord registration on ${PRODUCT} was not approved.`,
      ...(d.reason?.trim() ? [`Reason: ${d.reason.trim()}`] : []),
      'If you think this is a mistake, please contact support.',
    ]),
  'password-changed': (d) =>
    compose(`Your ${PRODUCT} password was changed`, [
      hello(d.firstName),
      d.via === 'profile'
        ? `The password of your ${PRODUCT} account was just changed from your profile, and every other device signed in to it was signed out.`
        : `The password of your ${PRODUCT} account was just changed, and every device signed in to it was signed out.`,
      'If this was not you, reset your password at once and contact support.',
    ]),
  'email-changed': (d) =>
    compose(`The email of your ${PRODUCT} account was changed`, [
      hello(d.firstName),
      `The email address your ${PRODUCT} account signs in with was changed to ${d.newEmail}. Mail for this account, its invitation included, now goes there.`,
      'If you did not ask for this, contact your landlord or support at once.',
    ]),
  invitation: (d) => ({
    ...compose(`You are invited to ${PRODUCT}`, [
      hello(d.firstName),
      `${d.invitedBy} invited you to ${PRODUCT} as ${d.role}.`,
      `Choose your password here (the link works once, for ${d.days} days): ${d.link}`,
    ]),
    secret: d.link,
  }),
  'maintenance-status': (d) =>
    compose(`${d.number}: your maintenance request is now ${statusName(d.to)}`, [
      hello(d.firstName),
      `Your maintenance request ${d.number} "${d.title}" moved from ${statusName(d.from)} to ${statusName(d.to)}.`,
      ...(d.reason?.trim() ? [`Reason: ${d.reason.trim()}`] : []),
      `Open it: ${d.link}`,
    ]),
  'maintenance-comment': (d) =>
    compose(`${d.number}: a new comment on your maintenance request`, [
      hello(d.firstName),
      `${d.author} commented on your maintenance request ${d.number} "${d.title}":`,
      d.body,
      `Open it: ${d.link}`,
    ]),
  'maintenance-assigned': (d) =>
    compose(`${d.number} is assigned to you`, [
      hello(d.firstName),
      `The maintenance request ${d.number} "${d.title}" (${d.priority} priority, ${d.place}) is assigned to you.`,
      `Open it: ${d.link}`,
    ]),
  'maintenance-emergency': (d) =>
    compose(`Emergency maintenance request ${d.number}`, [
      hello(d.firstName),
      `A tenant reported an emergency at ${d.place}: ${d.number} "${d.title}".`,
      `Open it: ${d.link}`,
    ]),
  ...supportRenderers(compose, hello),
  ...paymentRenderers(compose, hello),
  ...contactRenderers(compose),
  ...planFlexibilityRenderers(compose, hello),
  ...chequeRenderers(compose, hello),
};

/** A status code in words (issue 31 item 2: the mail said "moved from OPEN to IN_PROGRESS"). */
function statusName(code: string): string {
  return MAINTENANCE_STATUS_NAMES[code as MaintenanceStatus] ?? code;
}

/**
 * A mail in its recipient's language (issue 22 item 6): English unless the recipient reads Arabic
 * (the mailer finds the recipient's users.locale / users.digits; see mailer.ts).
 */
export function renderMail<T extends MailTemplate>(
  template: T,
  data: MailData[T],
  display: DisplayLocale = ENGLISH,
): RenderedMail {
  const renderers = display.locale === 'ar' ? arabicRenderers(display) : ENGLISH_RENDERERS;
  const render = renderers[template] as (data: MailData[T]) => RenderedMail;
  return render(data);
}
