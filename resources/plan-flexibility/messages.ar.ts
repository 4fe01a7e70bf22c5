import type { Messages } from '../../src/i18n/messages';

/** مرونة الخطة: طلبات تغيير الخطة بين المالك والمنصة (جزئيًا). */
const messages: Messages = {
  planFlexibility: {
    title: 'مرونة الخطة',
    your_plan: 'خطتك: ',
    loading: 'جارٍ التحميل...',
    state: 'الحالة',
    all_states: 'كل الحالات',
    ask: 'طلب تغيير',
    none: 'لا توجد طلبات خطط بعد.',
    table: {
      label: 'طلبات الخطط',
      landlord: 'المالك',
      request: 'الطلب',
      asked_on: 'تاريخ الطلب',
      last_activity: 'آخر نشاط',
      answers: 'الردود',
      state: 'الحالة',
    },
    answer: {
      form: 'الرد على المالك',
      answer: 'الرد',
      decision: 'القرار',
      send: 'إرسال الرد',
    },
    move: {
      form: 'نقل المالك',
      title: 'نقل المالك إلى خطة',
      plan: 'الخطة',
      when: 'متى',
      submit: 'نقل المالك',
    },
    thread: {
      history: 'السجل',
      no_answer: 'لا يوجد رد بعد.',
    },
  },
};

export default messages;
