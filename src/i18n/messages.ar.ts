import type { Messages } from './messages';

const messages: Messages = {
  ra: {
    message: {
      not_found: 'هذه الصفحة غير موجودة. تحقّق من العنوان، أو اختر شاشة من القائمة',
    },
  },
  language: {
    switching: 'جارٍ تغيير اللغة…',
    switch: 'اللغة',
    choose: 'اختر اللغة',
    digits_arabic: 'أرقام عربية هندية (١٢٣)',
    digits_latin: 'أرقام لاتينية (123)',
    save_failed: 'تُستخدم اللغة في هذا المتصفح، لكن تعذّر حفظها في ملفك الشخصي: %{message}',
  },
  dates: {
    incomplete: 'أدخل التاريخ كاملًا: اليوم والشهر والسنة (DD-MM-YYYY)',
    impossible: 'لا يوجد تاريخ كهذا: تحقّق من اليوم والشهر والسنة',
  },
};

export default messages;
