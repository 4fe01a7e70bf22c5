import type { RenderedMail } from './layout';
import type { MailWords } from './mailWords';

/**
 * A tenant message sent on the email channel (issue 35 item 1): the body was already written in
 * the tenant's language (server/messaging/render.ts), the same words WhatsApp and SMS carry; the
 * mail gives it a subject and the product's layout, and lands in the mail outbox like every mail.
 */

export interface TenantMessageMailData {
  'tenant-message': { body: string };
}

export const TENANT_MESSAGE_MAIL_TEMPLATES = ['tenant-message'] as const;

type Renderers = {
  [T in keyof TenantMessageMailData]: (d: TenantMessageMailData[T]) => Omit<RenderedMail, 'secret'>;
};

/** The renderers in one reader's words. */
export const tenantMessageRenderers = ({ t, mail }: MailWords): Renderers => ({
  'tenant-message': (d) => mail(t('mail.tenantMessage.subject'), [d.body, t('mail.tenantMessage.onBehalf')]),
});
