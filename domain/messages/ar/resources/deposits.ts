import type { Translation } from '../../catalogue';
import type * as en from '../../en/resources/deposits';

/* Security deposits and late fees in Arabic, by the same ids as en/deposits.ts. */

export const deposits: Translation<typeof en.deposits> = {
  listed: 'تم تحميل التأمينات.',
  found: 'تم تحميل التأمين.',
  received: 'تم تسجيل استلام التأمين.',
  deducted: 'تم تسجيل الخصم.',
  refunded: 'تم تسجيل رد التأمين.',
  notFound: 'التأمين غير موجود.',
  noPermission: 'ليست لديك صلاحية لعرض التأمينات.',
  amount: 'يجب أن يكون مبلغ التأمين رقمًا أكبر من 0 بما لا يزيد عن 3 منازل عشرية (مثل 350.000).',
  method: 'اختر طريقة الدفع: نقدًا أو شيك أو تحويل بنكي أو كي نت أو غير ذلك.',
  reason: 'اختر سبب الخصم: أضرار أو متأخرات أو تنظيف أو فواتير خدمات غير مدفوعة أو غير ذلك.',
  reference: 'يجب ألا يزيد المرجع عن 100 حرف.',
  note: 'يجب ألا تزيد ملاحظة التأمين عن 500 حرف.',
  date: 'أدخل التاريخ بالصيغة YYYY-MM-DD.',
  noteNeeded: 'صف الخصم لسبب آخر في الملاحظة.',
  overReceived:
    'التأمين المتفق عليه %{agreed} د.ك والمستلم %{received} د.ك: هذا الاستلام يتجاوز المتفق عليه.',
  overHeld: 'الخصم البالغ %{amount} د.ك يتجاوز المتبقي من التأمين وهو %{held} د.ك.',
  overRefund: 'الرد البالغ %{amount} د.ك يتجاوز المستلم بعد الخصومات والمردود: يمكن رد %{held} د.ك.',
  statement: {
    title: 'تسوية الإخلاء',
    documentTitle: 'تسوية التأمين %{contract}',
    date: 'التاريخ: %{date}',
    tenant: 'المستأجر المغادر',
    property: 'العقار / الوحدة',
    contract: 'العقد',
    period: 'مدة العقد',
    agreed: 'التأمين المتفق عليه',
    received: 'التأمين المستلم',
    deductions: 'الخصومات',
    deductionTotal: 'مجموع الخصومات',
    refunded: 'المردود إلى المستأجر',
    arrears: 'متأخرات الإيجار المستحقة',
    refundDue: 'المبلغ المستحق رده',
    noDeductions: 'لا توجد خصومات.',
    reasonColumn: 'سبب الخصم',
    noteColumn: 'التفاصيل',
    amountColumn: 'المبلغ المخصوم',
    dateColumn: 'تاريخ الخصم',
    footer: 'التأمين مبلغ محفوظ للمستأجر وليس إيجارًا مستلمًا.',
  },
  reasons: {
    damages: 'أضرار',
    arrears: 'متأخرات',
    cleaning: 'تكاليف التنظيف',
    utilities: 'فواتير خدمات غير مدفوعة',
    other: 'خصم آخر',
  },
};

export const lateFees: Translation<typeof en.lateFees> = {
  settingLoaded: 'تم تحميل إعدادات غرامة التأخير.',
  settingSaved: 'تم حفظ إعدادات غرامة التأخير.',
  waived: 'تم الإعفاء من غرامة التأخير.',
  notFound: 'لا توجد غرامة تأخير على هذه الفاتورة للإعفاء منها.',
  alreadyWaived: 'تم الإعفاء من غرامة التأخير هذه من قبل.',
  graceDays: 'يجب أن تكون أيام السماح عددًا صحيحًا من 0 إلى 365.',
  mode: 'اختر مبلغًا ثابتًا أو نسبة من الرصيد المتأخر.',
  amount: 'يجب أن تكون غرامة التأخير 0 أو أكثر بما لا يزيد عن 3 منازل عشرية (مثل 10.000).',
  percent: 'يجب أن تكون النسبة من 0 إلى 100 بما لا يزيد عن 3 منازل عشرية.',
  cap: 'يجب أن يكون الحد الأقصى 0 أو أكثر بما لا يزيد عن 3 منازل عشرية، أو يُترك فارغًا.',
  reason: 'اذكر سبب الإعفاء من الغرامة (حتى 500 حرف).',
  description: 'غرامة تأخير: %{days} يومًا من التأخير',
};
