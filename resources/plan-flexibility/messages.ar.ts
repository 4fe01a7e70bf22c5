import type { Messages } from '../../src/i18n/messages';

/** مرونة الخطة: طلبات تغيير الخطة بين المالك والمنصة. */
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
      no_message: 'لا توجد رسالة.',
      asked: 'طلب %{name} · %{date}',
      caption: '%{name} · %{date}',
      caption_platform: '%{name} · المنصة · %{date}',
      event_state: 'نقل %{name} الطلب من %{from} إلى %{to}',
      event_move_now: 'نقل %{name} المالك إلى %{plan} فورًا',
      event_move_at: 'نقل %{name} المالك إلى %{plan} اعتبارًا من %{date}',
      joiner: '؛ ',
    },
    states: { open: 'مفتوح', accepted: 'مقبول', declined: 'مرفوض' },
    decisions: { reply: 'رد فقط', accept: 'قبول', decline: 'رفض' },
    move_times: { now: 'الآن', period_end: 'في نهاية الفترة الحالية' },
    request_title: {
      plan_change: 'الانتقال إلى %{plan}',
      custom_plan: 'خطة مخصصة: %{units} وحدة، %{managers} مدير',
      another_plan: 'خطة أخرى',
    },
    card: {
      asked: 'طُلب في %{date}',
      // One wording for every count: Arabic's six plural forms would not keep the placeholders.
      answers: 'الردود: %{n} |||| الردود: %{n}',
    },
    subscription: {
      none: 'لا يوجد اشتراك بعد.',
      line: '%{plan} (%{state}، %{cycle})، %{units} وحدة و%{managers} مدير، %{until} ',
      until: 'حتى',
      ends: 'ينتهي في',
      moves_to: '؛ ثم ينتقل إلى %{plan}',
      end: '.',
      states: {
        trialing: 'تجريبي',
        active: 'نشط',
        past_due: 'متأخر السداد',
        cancelled: 'ملغى',
        expired: 'منتهٍ',
      },
      cycles: { monthly: 'شهري', yearly: 'سنوي' },
    },
    detail: {
      back: 'كل الطلبات',
      asked_by: 'طلبه %{name} في %{date}',
      landlord_line: '%{landlord} · طلبه %{name} في %{date}',
      landlord_plan: 'خطة المالك: ',
    },
    ask_form: {
      title: 'طلب تغيير الخطة',
      what: 'ماذا تطلب؟',
      plan: 'الخطة',
      plan_option: '%{name}: %{units} وحدة، %{managers} مدير، %{price} شهريًا',
      units: 'الوحدات',
      managers: 'المديرون',
      message: 'الرسالة',
      cancel: 'إلغاء',
      send: 'إرسال الطلب',
    },
    notify: {
      not_saved: 'تعذّر حفظ الطلب.',
    },
  },
};

export default messages;
