import type { Messages } from '../../src/i18n/messages';

/** The super admin's Jobs screen in Arabic. */
const messages: Messages = {
  resources: {
    jobs: { name: 'المهام المجدولة' },
    'job-runs': { name: 'تشغيلات المهام', fields: { result: 'النتيجة', name: 'المهمة' } },
  },
  jobs: {
    title: 'المهام المجدولة',
    every: {
      off: 'متوقفة',
      day: 'كل يوم',
      days: 'كل %{n} أيام',
      hour: 'كل ساعة',
      hours: 'كل %{n} ساعات',
      minute: 'كل دقيقة',
      minutes: 'كل %{n} دقيقة',
    },
    run_now: 'شغّل الآن',
    run_now_label: 'شغّل الآن: %{title}',
    next_run: 'التشغيل التالي: %{time}',
    last_run: 'آخر تشغيل: %{time}',
    none_yet: 'لم يحدث بعد',
    failures: 'الإخفاقات خلال 24 ساعة: %{smart_count} |||| الإخفاقات خلال 24 ساعة: %{smart_count}',
    run_label: 'تشغيل %{name}',
    attempt: 'المحاولة %{n}',
    by_hand: 'بطلب يدوي',
    error: 'حدث خطأ ما',
    result: { ok: 'ناجح', failed: 'فشل', running: 'قيد التشغيل' },
    titles: {
      'file-sweep': 'حذف الملفات المخزنة التي لا يشير إليها أي سجل',
      'invoice-issuance': 'إصدار فواتير الإيجار وتعليم المتأخرة منها',
      'job-runs-prune': 'حذف تشغيلات المهام القديمة',
      'maintenance-sweep': 'إغلاق الطلبات المكتملة وإعادة فتح المؤجلة',
      'payment-reconciler': 'الاستعلام مجددًا من بوابة الدفع عن المدفوعات الإلكترونية',
      'settlement-import': 'استيراد تسويات بوابة الدفع ليوم أمس',
      'subscription-renewal': 'تجديد فترات الاشتراك وإصدار فواتيرها واعتبار غير المدفوعة متأخرة',
    },
  },
};

export default messages;
