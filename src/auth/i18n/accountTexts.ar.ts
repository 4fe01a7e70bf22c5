import type { AccountTexts } from './accountTexts.en';

/*
 * The texts of sign-up, password recovery and the invitation page, in Arabic: the same keys as
 * accountTexts.en.ts. Fetched with the account pages, only for readers of Arabic.
 */
const accountTextsAr: AccountTexts = {
  'register.title': 'أنشئ حسابك',
  'register.description':
    'أنشئ حساب مالك على Rentals واجمع المباني والمستأجرين والعقود والفواتير والتحصيلات في مكان واحد.',
  'register.first_name': 'الاسم الأول',
  'register.last_name': 'اسم العائلة',
  'register.phone': 'الهاتف',
  'register.gender': 'الجنس',
  'register.gender_male': 'ذكر',
  'register.gender_female': 'أنثى',
  'register.gender_other': 'آخر',
  'register.submit': 'إنشاء الحساب',
  'register.submitting': 'جارٍ إنشاء الحساب…',
  'register.have_account': 'لديك حساب بالفعل؟',
  'register.sign_in': 'تسجيل الدخول',
  'forgot.title': 'إعادة تعيين كلمة المرور',
  'forgot.description': 'احصل على رمز عبر البريد الإلكتروني وعيّن كلمة مرور جديدة لحسابك في Rentals.',
  'forgot.intro': 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رمزًا من %{n} أرقام لتعيين كلمة مرور جديدة.',
  'forgot.submit': 'إرسال الرمز',
  'forgot.submitting': 'جارٍ إرسال الرمز…',
  'forgot.remembered': 'تذكّرتها؟',
  'forgot.back': 'العودة إلى تسجيل الدخول',
  'otp.title': 'أدخل الرمز',
  'otp.intro': 'اكتب أو الصق الرمز المكوّن من %{n} أرقام المرسل إلى %{email}.',
  'otp.code': 'رمز التحقق',
  'otp.digit': 'الرقم %{n}',
  'otp.submit': 'تحقّق',
  'otp.submitting': 'جارٍ التحقق…',
  'otp.wait': 'يمكنك طلب رمز جديد بعد %{time}.',
  'otp.no_code': 'لم يصلك الرمز؟',
  'otp.resend': 'إعادة الإرسال',
  'otp.other_email': 'استخدم بريدًا إلكترونيًا آخر',
  'otp.resent': 'أرسلنا رمزًا جديدًا إلى بريدك الإلكتروني.',
  'new_password.title': 'عيّن كلمة مرور جديدة',
  'new_password.intro': 'للحساب %{email}: %{n} أحرف على الأقل، تتضمن حروفًا كبيرة وصغيرة ورقمًا ورمزًا خاصًا.',
  'new_password.submit': 'حفظ كلمة المرور',
  'new_password.submitting': 'جارٍ الحفظ…',
  'new_password.saved': 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  'invitation.title': 'قبول الدعوة',
  'invitation.description': 'اختر كلمة مرور حساب Rentals الذي دعاك إليه المالك.',
  'invitation.checking': 'جارٍ التحقق من الدعوة…',
  'invitation.go_to_sign_in': 'الذهاب إلى تسجيل الدخول',
  'invitation.welcome': 'أهلًا %{name}. اختر كلمة مرور للحساب %{email}.',
  'invitation.rules': '%{n} أحرف على الأقل، تتضمن حروفًا كبيرة وصغيرة ورقمًا ورمزًا خاصًا.',
  'invitation.submit': 'تعيين كلمة المرور',
  'invitation.submitting': 'جارٍ الحفظ…',
};

export default accountTextsAr;
