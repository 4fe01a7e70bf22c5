import type { Messages } from '../../src/i18n/messages';

/** The super admin's Mail outbox in Arabic. */
const messages: Messages = {
  resources: {
    'mail-outbox': { name: 'صندوق البريد الصادر' },
  },
  mailOutbox: {
    title: 'صندوق البريد الصادر',
    outbox_mode:
      'لم يُضبط خادم بريد (SMTP_URL)، لذلك لا تُرسل الرسائل بل تُحفظ هنا. أوصل رموز الاستعادة وروابط الدعوة إلى أصحابها.',
    smtp_mode: 'تُرسل الرسائل عبر خادم البريد (SMTP_URL). لا تُعرض نصوصها هنا.',
    empty: 'لا توجد رسائل بعد.',
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
