import type { Translation } from '../catalogue';
import type * as en from '../en/signIn';

/* Sign-in and sessions in Arabic, by the same ids as en/signIn.ts. */

export const auth: Translation<typeof en.auth> = {
  disabled: 'تم تعطيل حسابك. يرجى التواصل مع المالك أو الدعم.',
  forbidden: 'ليست لديك صلاحية للقيام بذلك.',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  loggedIn: 'تم تسجيل الدخول بنجاح.',
  loggedOut: 'تم تسجيل الخروج بنجاح.',
  pendingApproval: 'حسابك بانتظار موافقة المسؤول. يمكنك تسجيل الدخول بعد الموافقة عليه.',
  refreshed: 'تم تجديد الرمز.',
  refreshInvalid: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  refreshSuperseded: 'تم تجديد جلستك قبل لحظات في تبويب آخر.',
  rejected: 'لم تتم الموافقة على تسجيل حسابك. يرجى التواصل مع الدعم.',
  tokenExpired: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  tokenInvalid: 'لم تسجّل الدخول. يرجى تسجيل الدخول.',
};

export const login: Translation<typeof en.login> = {
  emailRequired: 'يرجى إدخال بريدك الإلكتروني أو رقم هاتفك.',
  passwordRequired: 'يرجى إدخال كلمة المرور.',
};
