import type { Messages } from '../../src/i18n/messages';

/** كشوف الملاك (issue 36 item 3). */
const messages: Messages = {
  resources: { 'owner-statements': { name: 'كشف مالك |||| كشوف الملاك' } },
  menu: { ownerStatements: 'كشوف الملاك' },
  ownerStatementsPanel: {
    title: 'كشوف الملاك',
    statement: 'كشف حساب المالك',
    loading: 'جارٍ التحميل...',
    error: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
    empty: 'لا توجد كشوف ملاك بعد.',
    filter_month: 'الشهر',
    issue_month: 'شهر الإصدار',
    issue: 'إصدار الكشوف وإرسالها',
    latest: 'آخر كشف، %{month}: الرصيد الختامي %{closing}',
    open_all: 'فتح كشوفي',
    open: 'فتح',
    pdf_en: 'PDF بالإنجليزية',
    pdf_ar: 'PDF بالعربية',
    mail: 'إرسال إلى المالك',
    back: 'العودة إلى الكشوف',
    balances: 'الأرصدة',
    lines: 'حصتك لكل عقار',
    fields: {
      owner: 'المالك',
      month: 'الشهر',
      property: 'العقار',
      share: 'الحصة',
      opening: 'الرصيد الافتتاحي',
      collected: 'الإيجار المحصل',
      expenses: 'المصروفات',
      fee: 'رسوم الإدارة',
      payouts: 'الدفعات',
      closing: 'الرصيد الختامي',
    },
  },
};

export default messages;
