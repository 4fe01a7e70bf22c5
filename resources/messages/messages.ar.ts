import type { Messages } from '../../src/i18n/messages';

/** MESSAGES and the Messages panels (issue 35) in Arabic. */
const messages: Messages = {
  resources: {
    messages: { name: 'الرسائل' },
  },
  tenantMessagesPanel: {
    title: 'الرسائل',
    detail_title: 'رسالة',
    panel_title: 'الرسائل',
    back: 'العودة إلى الرسائل',
    search: 'ابحث بالمستأجر أو العنوان أو النص أو الفاتورة',
    all: 'الكل',
    loading: 'جارٍ التحميل…',
    empty: 'لا توجد رسائل تطابق هذه المرشحات.',
    none_here: 'لم تُرسل أي رسائل بعد.',
    error: 'تعذر تحميل الرسائل.',
    see_all: 'عرض الكل (%{count})',
    send_reminder: 'إرسال تذكير',
    step: '%{days} يومًا من تاريخ الاستحقاق',
    preference: {
      title: 'الرسائل والتذكيرات',
      intro:
        'القناة التي تُجرّب أولًا لهذا المستأجر، وتليها القنوات الأخرى إذا فشلت. تُرسل الإيصالات والإشعارات دائمًا.',
      intro_own:
        'الطريقة التي نتواصل بها معك أولًا، وتليها القنوات الأخرى إذا فشلت. تُرسل الإيصالات والإشعارات دائمًا.',
      channel: 'القناة المفضلة',
      reminders_off: 'بدون تذكيرات الإيجار',
      save: 'حفظ تفضيلات الرسائل',
      failed: 'تعذر حفظ تفضيلات الرسائل.',
    },
    linked: {
      tenant_id: 'هذا المستأجر فقط',
      invoice_id: 'هذه الفاتورة فقط',
    },
    fields: {
      time: 'الوقت',
      tenant: 'المستأجر',
      invoice: 'الفاتورة',
      template: 'الرسالة',
      channel: 'القناة',
      state: 'الحالة',
      to: 'إلى',
      body: 'النص كما أُرسل',
      reminder_step: 'مرحلة التذكير',
      attempt_no: 'المحاولة',
      queued_at: 'في الانتظار',
      sent_at: 'أُرسلت',
      delivered_at: 'وصلت',
      read_at: 'قُرئت',
      failed_at: 'فشلت',
      provider: 'المزوّد',
      provider_id: 'رقم المزوّد',
      provider_error: 'خطأ المزوّد',
      cost: 'التكلفة',
      date_from: 'من',
      date_to: 'إلى تاريخ',
    },
    channels: { whatsapp: 'واتساب', sms: 'رسالة نصية', email: 'البريد الإلكتروني' },
    states: {
      queued: 'في الانتظار',
      sent: 'أُرسلت',
      delivered: 'وصلت',
      read: 'قُرئت',
      failed: 'فشلت',
      skipped: 'تم تخطيها',
    },
    templates: {
      invoiceIssued: 'إصدار فاتورة',
      rentDueSoon: 'اقتراب موعد الإيجار',
      rentDueToday: 'الإيجار مستحق اليوم',
      rentOverdue1: 'تأخر الإيجار (الأول)',
      rentOverdue2: 'تأخر الإيجار (الثاني)',
      rentOverdue3: 'تأخر الإيجار (الأخير)',
      paymentReceived: 'استلام دفعة',
      chequeDueForDeposit: 'شيك مستحق الإيداع',
      chequeBounced: 'شيك مرتجع',
      maintenanceStatusChanged: 'تحديث الصيانة',
    },
  },
};

export default messages;
