import type { Translation } from '../catalogue';
import type * as en from '../en/accounts';

/* Sign-up, recovery, the profile and the limits on repeated attempts in Arabic, by the same ids as en/accounts.ts. */

export const abuseLimits: Translation<typeof en.abuseLimits> = {
  codeChecks: 'رموز خاطئة كثيرة. يرجى المحاولة مرة أخرى بعد %{wait}.',
  codeRequests: 'طلبات رموز كثيرة. يرجى المحاولة مرة أخرى بعد %{wait}.',
  login: 'محاولات تسجيل دخول فاشلة كثيرة. يرجى المحاولة مرة أخرى بعد %{wait}.',
  resets: 'محاولات كثيرة لإعادة تعيين كلمة المرور. يرجى المحاولة مرة أخرى بعد %{wait}.',
  signups: 'محاولات تسجيل كثيرة من شبكتك. يرجى المحاولة مرة أخرى بعد %{wait}.',
  takenEmails: 'عناوين بريد إلكتروني كثيرة لا يمكن استخدامها. يرجى المحاولة مرة أخرى بعد %{wait}.',
};

export const account: Translation<typeof en.account> = {
  currentPasswordRequired: 'يرجى إدخال كلمة المرور الحالية.',
  digitsChoice: 'اختر الأرقام اللاتينية أو العربية الهندية',
  email: 'يرجى إدخال بريد إلكتروني صحيح.',
  firstName: 'يرجى إدخال اسم أول صحيح.',
  gender: 'يرجى اختيار الجنس.',
  lastName: 'يرجى إدخال اسم عائلة صحيح.',
  localeChoice: 'اختر الإنجليزية أو العربية',
  otpCode: 'يرجى إدخال الرمز المكوّن من 4 أرقام.',
  otpDigit: 'أدخل 4 أرقام (0–9)',
  otpInvalid: 'الرمز غير صحيح، يرجى المحاولة مرة أخرى.',
  passwordMin: 'يجب ألا تقل كلمة المرور عن 8 أحرف.',
  passwordsDiffer: 'كلمتا المرور غير متطابقتين.',
  phone: 'يجب أن يبدأ رقم الهاتف بـ 9 أو 6 أو 5 أو 4 وأن يتكون من 8 أرقام بالضبط.',
  resetExpired: 'انتهت صلاحية هذا الرمز أو استُخدم بالفعل. يرجى طلب رمز جديد.',
  signupFailed: 'حدث خطأ ما.',
  signupSuccess: 'تم إنشاء حسابك. يرجى انتظار موافقة المسؤول قبل تسجيل الدخول.',
  strongPassword: 'يجب ألا تقل كلمة المرور عن 8 أحرف وأن تتضمن حرفًا كبيرًا وحرفًا صغيرًا ورقمًا ورمزًا خاصًا.',
};

export const profile: Translation<typeof en.profile> = {
  avatarMissing: 'اختر صورة لرفعها.',
  avatarTooLarge: 'يجب ألا يزيد حجم الصورة عن 2 ميغابايت.',
  avatarUpdated: 'تم تحديث صورة الملف الشخصي بنجاح',
  currentPasswordWrong: 'كلمة المرور الحالية غير صحيحة.',
  fieldTooLong: 'أحد الحقول طويل جدًا.',
  languageSaved: 'تم حفظ اللغة.',
  loaded: 'تم تحميل الملف الشخصي بنجاح',
  notFound: 'الملف الشخصي غير موجود.',
  notMultipart: 'أرسل الصورة بصيغة multipart/form-data.',
  passwordChanged: 'تم تغيير كلمة المرور بنجاح. تم تسجيل الخروج من الجلسات الأخرى.',
  updated: 'تم تحديث الملف الشخصي بنجاح',
};
