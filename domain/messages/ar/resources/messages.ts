import type { Translation } from '../../catalogue';
import type * as en from '../../en/resources/messages';

/* Tenant messages in Arabic, by the same ids as en/resources/messages.ts. */

export const messages: Translation<typeof en.messages> = {
  listed: 'تم تحميل الرسائل.',
  found: 'تم تحميل الرسالة.',
  notFound: 'الرسالة غير موجودة.',
  noPermission: 'ليست لديك صلاحية لعرض الرسائل.',
  webhookAccepted: 'تم استلام حالة التسليم.',
  webhookSignature: 'تعذّر التحقق من حالة التسليم.',
  verifyRefused: 'رمز التحقق غير مطابق.',
};
