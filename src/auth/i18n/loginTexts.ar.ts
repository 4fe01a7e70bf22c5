import type { LoginTexts } from './loginTexts.en';

/*
 * The login page's texts and the frame every auth page shares, in Arabic (Modern Standard Arabic
 * as written in Kuwait): the same keys as loginTexts.en.ts. A chunk of its own, fetched only for
 * readers of Arabic before the pages show (src/PanelRoot.tsx).
 */
const loginTextsAr: LoginTexts = {
  'layout.product_line': 'إدارة ذكية للعقارات والإيجارات.',
  'layout.vendor_logo': 'شعار المزوّد',
  'layout.notifications': 'الإشعارات',
  'layout.dismiss': 'إغلاق',
  'field.email': 'البريد الإلكتروني',
  'field.password': 'كلمة المرور',
  'field.show_password': 'إظهار كلمة المرور',
  'field.hide_password': 'إخفاء كلمة المرور',
  'field.show': 'إظهار %{label}',
  'field.hide': 'إخفاء %{label}',
  'field.new_password': 'كلمة المرور الجديدة',
  'field.confirm_password': 'تأكيد كلمة المرور',
  'login.title': 'تسجيل الدخول',
  'login.description':
    'سجّل الدخول إلى Rentals: إدارة ذكية للعقارات والإيجارات للملاك ومديري العقارات والمستأجرين في الكويت.',
  'login.remember_me': 'تذكرني',
  'login.reset_password': 'إعادة تعيين كلمة المرور',
  'login.submit': 'تسجيل الدخول',
  'login.submitting': 'جارٍ تسجيل الدخول…',
  'login.new_to_rentals': 'جديد على Rentals؟',
  'login.new_account': 'حساب جديد',
  'continue.pay': 'سجّل الدخول بحساب المستأجر لدفع الفاتورة المرسلة إليك؛ وستنتقل إليها بعد تسجيل الدخول.',
  'continue.subscribe':
    'سجّل الدخول بحساب المالك للاشتراك؛ وستنتقل إلى باقتك بعد تسجيل الدخول. جديد هنا؟ أنشئ حسابًا أولًا.',
};

export default loginTextsAr;
