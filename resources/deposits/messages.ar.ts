import type { Messages } from '../../src/i18n/messages';

/** التأمينات (issue 34 item 3). */
const messages: Messages = {
  resources: { deposits: { name: 'تأمين |||| التأمينات' } },
  securityDeposits: {
    title: 'التأمينات',
    loading: 'جارٍ التحميل...',
    error: 'حدث خطأ ما. حاول مرة أخرى.',
    empty: 'لا توجد تأمينات بعد.',
    search: 'ابحث باسم المستأجر أو العقار أو الوحدة',
    all_states: 'الكل',
    back: 'العودة إلى التأمينات',
    open: 'فتح',
    state: { NOT_RECEIVED: 'لم يُستلم', HELD: 'محفوظ', SETTLED: 'تمت التسوية' },
    fields: {
      tenant: 'المستأجر',
      property: 'العقار / الوحدة',
      contract: 'تواريخ العقد',
      agreed: 'المتفق عليه',
      received: 'المستلم',
      deducted: 'المخصوم',
      refunded: 'المردود',
      held: 'المحفوظ حاليًا',
      arrears: 'متأخرات الإيجار',
      status: 'الحالة',
    },
    entries: {
      title: 'السجل',
      none: 'لم يُسجل شيء بعد.',
      kind: { receipt: 'استلام', deduction: 'خصم', refund: 'رد' },
      date: 'التاريخ',
      what: 'القيد',
      details: 'الملاحظات والمرجع',
      by: 'بواسطة',
      amount: 'المبلغ',
    },
    method: { other: 'أخرى' },
    actions: {
      receive: 'استلام التأمين',
      deduct: 'خصم',
      refund: 'رد',
      pdf: 'كشف التسوية (PDF)',
      save: 'حفظ',
      cancel: 'إلغاء',
    },
    form: {
      amount: 'المبلغ (د.ك)',
      method: 'الطريقة',
      reference: 'المرجع',
      reason: 'السبب',
      note: 'ملاحظة',
      held_hint: 'المحفوظ من التأمين الآن %{amount}.',
    },
    money_held: 'التأمين مبلغ محفوظ للمستأجر: لا يُحسب ضمن الإيجار المحصّل.',
  },
};

export default messages;
