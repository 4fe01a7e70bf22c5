import type { Messages } from '../../src/i18n/messages';

/** The super admin's Mail outbox in English. */
const messages: Messages = {
  resources: {
    'mail-outbox': { name: 'Mail outbox' },
  },
  mailOutbox: {
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
