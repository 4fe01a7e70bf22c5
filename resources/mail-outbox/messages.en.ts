import type { Messages } from '../../src/i18n/messages';

/** The super admin's Mail outbox in English. */
const messages: Messages = {
  resources: {
    'mail-outbox': { name: 'Mail outbox' },
  },
  mailOutbox: {
    title: 'Mail outbox',
    outbox_mode:
      'No mail server is configured (SMTP_URL), so mails are not sent: they are kept here. Pass recovery codes and invitation links on to the people they are for.',
    smtp_mode: 'Mails are delivered through the mail server (SMTP_URL). Their texts are not shown here.',
    empty: 'No mails yet.',
    search: 'Search mails',
    not_delivered: 'Not delivered',
    sent: 'Sent',
    sending: 'Sending',
    kept_here: 'Kept here',
    to: 'To %{to} · %{when}',
    card_label: 'Mail to %{to}',
  },
};

export default messages;
