import type { Translation } from '../../catalogue';
import type * as en from '../../en/resources/reminders';

/* Rent reminders in Arabic, by the same ids as en/resources/reminders.ts. */

export const reminders: Translation<typeof en.reminders> = {
  settingLoaded: 'تم تحميل جدول التذكيرات.',
  settingSaved: 'تم حفظ جدول التذكيرات.',
  enabled: 'حدّد ما إذا كانت التذكيرات مفعّلة (true أو false).',
  steps: 'أدخل من 1 إلى 10 أيام مختلفة بالنسبة لتاريخ الاستحقاق، كل منها بين -30 و60.',
  preferencesLoaded: 'تم تحميل تفضيلات الرسائل.',
  preferencesSaved: 'تم حفظ تفضيلات الرسائل.',
  channel: 'اختر واتساب أو رسالة نصية أو البريد الإلكتروني.',
  remindersOff: 'حدّد ما إذا كانت التذكيرات موقوفة (true أو false).',
  invoicePaid: 'هذه الفاتورة مدفوعة: لا يوجد ما يستدعي التذكير.',
  invoiceCancelled: 'هذه الفاتورة ملغاة: لا يوجد ما يستدعي التذكير.',
  throttled: 'أُرسل تذكير لهذه الفاتورة قبل أقل من 10 دقائق. يمكنك إرسال تذكير آخر في %{at}.',
  reminderSent: 'تم إرسال التذكير.',
  reminderSkipped: 'لم يُرسل أي تذكير: أوقف المستأجر التذكيرات.',
  reminderFailed: 'لم يُرسل أي تذكير: فشلت كل القنوات أو لا يوجد للمستأجر عنوان عليها.',
};
