import type { AuthCatalogue } from './authMessages.en';

/*
 * The sign-in pages' texts in Arabic (Modern Standard Arabic as written in Kuwait): the same keys
 * as authMessages.en.ts (a unit test compares them). Loaded as its own small chunk, only for
 * readers of Arabic (authText.ts), so the English login route does not carry it.
 */
const authMessagesAr: AuthCatalogue = {
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

  'continue.pay': 'سجّل الدخول بحساب المستأجر لدفع الفاتورة المرسلة إليك؛ وستنتقل إليها بعد تسجيل الدخول.',
  'continue.subscribe':
    'سجّل الدخول بحساب المالك للاشتراك؛ وستنتقل إلى باقتك بعد تسجيل الدخول. جديد هنا؟ أنشئ حسابًا أولًا.',

  'message.email_required': 'يرجى إدخال بريدك الإلكتروني أو رقم هاتفك.',
  'message.password_required': 'يرجى إدخال كلمة المرور.',
  'message.invalid_credentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'message.pending_approval': 'حسابك بانتظار موافقة المسؤول. يمكنك تسجيل الدخول بعد الموافقة عليه.',
  'message.rejected': 'لم تتم الموافقة على تسجيل حسابك. يرجى التواصل مع الدعم.',
  'message.disabled': 'تم تعطيل حسابك. يرجى التواصل مع المالك أو الدعم.',
  'message.first_name': 'يرجى إدخال اسم أول صحيح.',
  'message.last_name': 'يرجى إدخال اسم عائلة صحيح.',
  'message.email': 'يرجى إدخال بريد إلكتروني صحيح.',
  'message.phone': 'يجب أن يبدأ رقم الهاتف بـ 9 أو 6 أو 5 أو 4 وأن يتكون من 8 أرقام بالضبط.',
  'message.gender': 'يرجى اختيار الجنس.',
  'message.password_min': 'يجب ألا تقل كلمة المرور عن 8 أحرف.',
  'message.passwords_differ': 'كلمتا المرور غير متطابقتين.',
  'message.strong_password':
    'يجب ألا تقل كلمة المرور عن 8 أحرف وأن تتضمن حرفًا كبيرًا وحرفًا صغيرًا ورقمًا ورمزًا خاصًا.',
  'message.otp_digit': 'أدخل 4 أرقام (0–9)',
  'message.otp_code': 'يرجى إدخال الرمز المكوّن من 4 أرقام.',
  'message.otp_invalid': 'رمز غير صحيح، يرجى المحاولة مرة أخرى.',
  'message.signup_failed': 'حدث خطأ ما.',
  'message.signup_success': 'تم إنشاء حسابك. يرجى انتظار موافقة المسؤول قبل تسجيل الدخول.',
  'message.invitation_invalid': 'رابط الدعوة هذا لم يعد صالحًا. اطلب رابطًا جديدًا.',
  'message.invitation_accepted': 'تم تعيين كلمة المرور. سجّل الدخول ببريدك الإلكتروني وكلمة المرور الجديدة.',
  'message.email_taken': 'يوجد حساب بهذا البريد الإلكتروني بالفعل. سجّل الدخول أو أعد تعيين كلمة المرور.',
  'message.role_refused': 'التسجيل هنا متاح للملاك فقط.',
  'message.code_sent':
    'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزًا من 4 أرقام. الرمز صالح لمدة %{minutes} دقيقة.',
  'message.code_verified': 'تم التحقق من الرمز. يرجى اختيار كلمة مرور جديدة.',
  'message.password_changed': 'تم تغيير كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
  'message.reset_expired': 'انتهت صلاحية هذا الرمز أو سبق استخدامه. يرجى طلب رمز جديد.',
  'message.too_many_logins': 'محاولات تسجيل دخول فاشلة كثيرة. يرجى المحاولة مرة أخرى بعد %{wait}.',
  'message.too_many_codes': 'طلبات رموز كثيرة. يرجى المحاولة مرة أخرى بعد %{wait}.',
  'message.too_many_checks': 'رموز خاطئة كثيرة. يرجى المحاولة مرة أخرى بعد %{wait}.',
  'message.too_many_signups': 'محاولات تسجيل كثيرة من شبكتك. يرجى المحاولة مرة أخرى بعد %{wait}.',
  'message.something_went_wrong': 'حدث خطأ ما',
};

export default authMessagesAr;
