import type { Translation } from '../../catalogue';
import type * as en from '../../en/resources/expenses';

/* Expenses and the profit per building in Arabic, by the same ids as en/expenses.ts. */

export const expenses: Translation<typeof en.expenses> = {
  listed: 'تم تحميل المصروفات.',
  found: 'تم تحميل المصروف.',
  created: 'تم تسجيل المصروف.',
  updated: 'تم تحديث المصروف.',
  deleted: 'تم حذف المصروف.',
  notFound: 'المصروف غير موجود.',
  noPermission: 'ليس لديك صلاحية عرض المصروفات.',
  payloadMalformed: 'تعذرت قراءة نموذج المصروف؛ أرسله مرة أخرى.',
  property: 'اختر العقار الذي يخصه المصروف.',
  unit: 'اختر وحدة من هذا العقار أو لا شيء.',
  amount: 'يجب أن يكون المبلغ رقماً أكبر من 0 بثلاث خانات عشرية على الأكثر (مثل 120.000).',
  category: 'اختر الفئة: صيانة، مرافق، حارس، تنظيف، تأمين، رسوم إدارة، ضرائب ورسوم أو أخرى.',
  vendor: 'اجعل اسم المورد 120 حرفاً على الأكثر في سطر واحد.',
  note: 'اجعل ملاحظة المصروف 500 حرف على الأكثر.',
  recurrence: 'اختر ما إذا كان المصروف يتكرر: لا أو شهرياً.',
  fileCount: 'أرفق 5 ملفات إيصالات على الأكثر بالمصروف الواحد.',
  reportListed: 'تم تحميل الربح لكل مبنى.',
  report: {
    title: 'الربح لكل مبنى',
    documentTitle: 'الربح لكل مبنى %{month}',
    month: 'الشهر: %{month}',
    property: 'العقار',
    invoiced: 'الإيجار المفوتر',
    collected: 'المحصّل',
    otherIncome: 'إيرادات أخرى',
    expenses: 'المصروفات',
    net: 'الصافي',
    total: 'الإجمالي',
  },
  categories: {
    maintenance: 'صيانة',
    utilities: 'مرافق',
    caretaker: 'حارس العقار',
    cleaning: 'تنظيف',
    insurance: 'تأمين',
    management_fee: 'رسوم إدارة',
    tax_fees: 'ضرائب ورسوم',
    other: 'أخرى',
  },
};
