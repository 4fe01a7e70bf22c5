import type { Translation } from '../catalogue';
import type * as en from '../en/plansAndSupport';

/* Plans, subscriptions, plan requests, support tickets and the server’s own refusals in Arabic, by the same ids as en/plansAndSupport.ts. */

export const collections: Translation<typeof en.collections> = {
  loaded: 'تم تحميل التحصيلات بنجاح',
};

export const health: Translation<typeof en.health> = {
  notReady: 'غير جاهز',
};

export const idempotency: Translation<typeof en.idempotency> = {
  keyInvalid: 'يجب أن يتكون Idempotency-Key من 1 إلى 200 حرف مرئي.',
  keyReused: 'استُخدم Idempotency-Key هذا بالفعل مع طلب مختلف.',
};

export const permissionNames: Translation<typeof en.permissionNames> = {
  viewMaintenanceRequest: 'عرض طلب الصيانة',
};

export const planMoveTimes: Translation<typeof en.planMoveTimes> = {
  period_end: 'في نهاية الفترة الحالية',
};

export const planRequestKinds: Translation<typeof en.planRequestKinds> = {
  custom_plan: 'خطة مخصصة',
  plan_change: 'تغيير الخطة',
};

export const planRequests: Translation<typeof en.planRequests> = {
  alreadyAccepted: 'تم قبول هذا الطلب بالفعل: أرسل الرد دون قرار.',
  alreadyDeclined: 'تم رفض هذا الطلب بالفعل: أرسل الرد دون قرار.',
  alreadyOpen: 'هذا الطلب مفتوح بالفعل: أرسل الرد دون قرار.',
  answered: 'تم إرسال ردك إلى المالك.',
  answerRequired: 'اكتب ردًا إلى المالك.',
  created: 'تم إرسال طلبك إلى المنصة. سيصلك الرد بالبريد الإلكتروني.',
  decisionRequired: 'اختر ردًا: رد فقط أو قبول أو رفض.',
  declinedNoMove: 'لا يمكن نقل المالك إلى خطة بناءً على طلب مرفوض.',
  kindRequired: 'اختر ما تطلبه: تغيير الخطة أو خطة مخصصة.',
  managers: 'يجب أن يكون عدد المديرين عددًا صحيحًا من 1 إلى %{max}.',
  messageLong: 'يجب ألا تزيد الرسالة عن %{max} حرف.',
  messageShort: 'أخبرنا بما تحتاج إليه في %{min} أحرف على الأقل.',
  movedNow: 'انتقل المالك الآن إلى %{plan}.',
  movesOn: 'ينتقل المالك إلى %{plan} في %{date}.',
  moveTimeRequired: 'اختر موعد تطبيق الانتقال: الآن أو في نهاية الفترة الحالية.',
  notFound: 'طلب الخطة غير موجود.',
  planNotOnSale: 'هذه الخطة غير معروضة للبيع. اختر خطة أخرى.',
  planRequired: 'اختر الخطة التي تريد الانتقال إليها.',
  samePlan: 'أنت مشترك في هذه الخطة بالفعل. اختر خطة أخرى أو اطلب خطة مخصصة.',
  stateChoice: 'اختر حالة: مفتوح أو مقبول أو مرفوض.',
  units: 'يجب أن يكون عدد الوحدات عددًا صحيحًا من 1 إلى %{max}.',
};

export const plans: Translation<typeof en.plans> = {
  created: 'تم إنشاء الخطة بنجاح',
  deleted: 'تم حذف الخطة',
  features: 'كل ميزة سطر لا يزيد عن 120 حرفًا',
  inUse: 'لهذه الخطة مشتركون أو فواتير، لذلك لا يمكن حذفها. أوقفها بدلًا من ذلك.',
  maxManagers: 'يجب أن يكون عدد المديرين المسموح به رقمًا صحيحًا، 0 أو أكثر',
  maxUnits: 'يجب أن يكون عدد الوحدات المسموح به رقمًا صحيحًا لا يقل عن 1',
  nameRequired: 'الاسم مطلوب',
  nameTaken: 'توجد خطة بهذا الاسم بالفعل.',
  notFound: 'الخطة غير موجودة.',
  priceNegative: 'يجب أن يكون السعر 0 أو أكثر',
  priceRequired: 'السعر مطلوب',
  recommendedRequired: 'يجب أن تكون هناك خطة موصى بها واحدة بالضبط. أوصِ بخطة أخرى بدلًا من ذلك.',
  retired: 'تم إيقاف الخطة: لم تعد معروضة للبيع؛ ويحتفظ بها المشتركون الحاليون.',
  retiredRecommended: 'لا يمكن إيقاف الخطة الموصى بها. أوصِ بخطة أخرى أولًا.',
  unretired: 'عادت الخطة إلى البيع',
  updated: 'تم تحديث الخطة بنجاح',
};

export const recovery: Translation<typeof en.recovery> = {
  codeSent:
    'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزًا من 4 أرقام. الرمز صالح لمدة %{minutes} دقيقة.',
  codeVerified: 'تم التحقق من الرمز. يرجى اختيار كلمة مرور جديدة.',
  passwordChanged: 'تم تغيير كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
};

export const signup: Translation<typeof en.signup> = {
  roleRefused: 'التسجيل هنا متاح للملاك فقط.',
};

export const subscription: Translation<typeof en.subscription> = {
  alreadyCancelled: 'هذا الاشتراك مضبوط بالفعل لينتهي بنهاية فترته.',
  cancelled: 'تم إلغاء اشتراكك. يبقى لديك وصول حتى %{endDate}.',
  cycleChoice: 'اختر الفوترة الشهرية أو السنوية',
  downgradeScheduled: 'تنتقل خطتك إلى %{planName} في %{endDate}.',
  ended: 'تم إنهاء الاشتراك.',
  expiredBlocked:
    'انتهى اشتراكك، لذا يمكنك عرض بياناتك دون الإضافة إليها. اختر باقة في صفحة الاشتراك للمتابعة.',
  invoicePaid: 'تم دفع الفاتورة.',
  noRecommendedPlan: 'لا توجد خطة موصى بها معروضة للبيع.',
  notFound: 'الاشتراك غير موجود.',
  pastDueBlocked:
    'اشتراكك متأخر السداد منذ أكثر من %{days} أيام، لذا يمكنك عرض بياناتك دون الإضافة إليها. ادفع فاتورة الاشتراك المفتوحة في صفحة الاشتراك للمتابعة.',
  paymentServiceDown: 'خدمة الدفع لا تستجيب. يرجى المحاولة بعد بضع دقائق.',
  planChoice: 'اختر خطة',
  samePlan: 'أنت مشترك بالفعل في هذه الخطة ودورة الفوترة.',
  subscribed: 'تم الاشتراك. ادفع الفاتورة لبدء خطتك.',
  upgraded: 'تمت ترقية خطتك.',
};

export const subscriptionTransitions: Translation<typeof en.subscriptionTransitions> = {
  when: 'تم دفع الفاتورة غير المدفوعة (إلكترونيًا أو بتعليم من المسؤول العام)',
};

export const support: Translation<typeof en.support> = {
  bodyLong: 'يجب ألا يزيد الرد عن 5000 حرف.',
  bodyRequired: 'اكتب ردًا.',
  categoryRequired: 'اختر فئة: الفوترة أو الحساب أو مشكلة تقنية أو طلب ميزة.',
  closed: 'هذه التذكرة مغلقة: افتح تذكرة جديدة لسؤال جديد.',
  commented: 'تمت إضافة ردك.',
  created: 'تم إرسال تذكرة الدعم إلى المنصة.',
  descriptionLong: 'يجب ألا يزيد الوصف عن 5000 حرف.',
  descriptionRequired: 'صف ما تحتاج إليه.',
  empty: 'لا توجد تذاكر دعم بعد.',
  notFound: 'تذكرة الدعم غير موجودة.',
  payloadMalformed: 'لم يُرسل النموذج بشكل صحيح: أعد تحميل الصفحة وحاول مرة أخرى.',
  statusChanged: 'أصبحت حالة التذكرة الآن %{status}.',
  statusRequired: 'اختر حالة: مفتوحة أو قيد المعالجة أو محلولة أو مغلقة.',
  subjectLong: 'يجب ألا يزيد الموضوع عن 150 حرفًا.',
  subjectRequired: 'أدخل موضوعًا.',
  tooManyFiles: 'أرفق 5 ملفات كحد أقصى.',
  transitionRefused: 'لا يمكن نقل تذكرة الدعم من %{from} إلى %{to}.',
};

export const supportCategories: Translation<typeof en.supportCategories> = {
  feature_request: 'طلب ميزة',
};
