import type { Messages } from '../../src/i18n/messages';

const messages: Messages = {
  resources: {
    'contact-messages': {
      name: 'رسالة تواصل |||| رسائل التواصل',
      fields: {
        createdAt: 'تاريخ الاستلام',
        subject: 'الموضوع',
        name: 'من',
        email: 'البريد الإلكتروني',
        phone: 'الهاتف',
        status: 'الحالة',
      },
    },
  },
  contactMessages: {
    search: 'ابحث في الرسائل',
    all: 'الكل',
    by_status: 'الرسائل حسب الحالة',
    status: { new: 'جديدة', handled: 'تمت معالجتها' },
    dialog: {
      received: 'استُلمت %{at}',
      handled: ' · عولجت %{at}',
      handled_by: ' بواسطة %{name}',
      reply_subject: 'رد: %{subject}',
      close: 'إغلاق',
      mark_new: 'تعيين كجديدة',
      mark_handled: 'تعيين كمعالَجة',
    },
  },
};

export default messages;
