import type { Messages } from '../../src/i18n/messages';

/** The super admin's Mail outbox in Arabic. */
const messages: Messages = {
  resources: {
    'mail-outbox': { name: 'صندوق البريد الصادر' },
  },
  mailOutbox: {
    search: 'ابحث في الرسائل',
    not_delivered: 'لم تُسلَّم',
    sent: 'أُرسلت',
    sending: 'قيد الإرسال',
    kept_here: 'محفوظة هنا',
    to: 'إلى %{to} · %{when}',
    card_label: 'رسالة إلى %{to}',
  },
};

export default messages;
