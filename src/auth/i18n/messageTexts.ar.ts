import type { MessageTexts } from './messageTexts.en';

/*
 * The Arabic of messageTexts.en.ts (validation messages and the server's answers), same keys.
 */
const messageTextsAr: MessageTexts = {
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
  'message.too_many_resets': 'محاولات كثيرة لإعادة تعيين كلمة المرور. يرجى المحاولة مرة أخرى بعد %{wait}.',
  'message.something_went_wrong': 'حدث خطأ ما',
};

export default messageTextsAr;
