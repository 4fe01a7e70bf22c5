import type { Mailer } from '../mail/mailer';
import type { MessageChannelAdapter } from './channel';
import { providerFailure } from './channel';

/**
 * The email channel over the product's mailer (issue 35 item 1): a tenant message becomes a mail
 * in mail_outbox, the box the super admin already reads, and goes out by SMTP when SMTP_URL is
 * set. Written in the tenant's language (the subject too). The mailer resolves once the mail is
 * in its outbox; an SMTP failure later is the mailer's to record, as for every mail.
 */
export function createMailerChannel(mail: Pick<Mailer, 'send'>): MessageChannelAdapter {
  return {
    channel: 'email',
    provider: 'mailer',
    send: async (message) => {
      try {
        const { id } = await mail.send({
          to: message.to,
          template: 'tenant-message',
          data: { body: message.body },
          display: { locale: message.language, digits: 'latn' },
        });
        return { ok: true, providerId: `mail-${id}` };
      } catch (err) {
        return providerFailure('mailer', err instanceof Error ? err.message : String(err));
      }
    },
  };
}
