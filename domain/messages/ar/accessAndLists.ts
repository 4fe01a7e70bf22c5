import type { Translation } from '../catalogue';
import type * as en from '../en/accessAndLists';

/* Lists, files, forms, invitations, jobs, the mail outbox, contact and the dashboard in Arabic, by the same ids as en/accessAndLists.ts. */

export const contact: Translation<typeof en.contact> = {
  controlCharacters: 'يرجى إزالة الأحرف غير المعتادة من هذا الحقل.',
  failed: 'تعذّر إرسال رسالتك. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  invalid: 'يرجى تصحيح الحقول المشار إليها أدناه.',
  message: 'يرجى كتابة رسالتك (من %{min} إلى %{max} حرف).',
  name: 'يرجى كتابة اسمك (من %{min} إلى %{max} حرفًا).',
  sending: 'جارٍ الإرسال…',
  sent: 'شكرًا لك، تم إرسال رسالتك. سنرد عليك عبر البريد الإلكتروني أو الهاتف.',
  subject: 'يرجى كتابة موضوع الرسالة (من %{min} إلى %{max} حرفًا).',
  tooMany:
    'لقد أرسلت عدة رسائل خلال الساعة الماضية. يرجى المحاولة مرة أخرى بعد %{wait}، أو راسلنا بالبريد الإلكتروني.',
};

export const contactList: Translation<typeof en.contactList> = {
  handled: 'يجب أن تكون قيمة handled صحيحة أو خاطئة.',
  markedHandled: 'عُيّنت الرسالة كمعالَجة.',
  markedNew: 'أُعيدت الرسالة إلى جديدة.',
  notFound: 'رسالة التواصل هذه غير موجودة.',
  status: 'يجب أن تكون الحالة جديدة أو تمت معالجتها.',
  title: 'رسائل التواصل',
};

export const dashboard: Translation<typeof en.dashboard> = {
  badMonth: 'يجب كتابة الشهر بالصيغة YYYY-MM، مثل 2027-03.',
  futureMonth: 'لا يمكن أن يكون الشهر بعد الشهر الحالي (%{current}).',
  landlordNotFound: 'المالك غير موجود.',
  notYourManager: 'يمكنك رؤية أرقام مديريك فقط.',
  notYourTenant: 'يمكنك رؤية أرقام مستأجريك فقط.',
  ok: 'أرقام لوحة المعلومات.',
  ownFiguresOnly: 'يمكنك رؤية أرقامك فقط.',
  userIdRequired: 'الحقل user_id مطلوب: حدّد صاحب الأرقام المطلوب عرضها.',
};

export const dateRange: Translation<typeof en.dateRange> = {
  from: 'أدخل تاريخ البداية بالصيغة YYYY-MM-DD.',
  order: 'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.',
  to: 'أدخل تاريخ النهاية بالصيغة YYYY-MM-DD.',
};

export const documents: Translation<typeof en.documents> = {
  fileNotFound: 'الملف غير موجود.',
  imagesOnly: 'يُسمح بملفات الصور فقط (JPG وJPEG وPNG وWEBP)',
  imageTooManyPixels: 'يجب ألا تزيد الصورة عن 40 ميغابكسل (مثلًا 8000 × 5000 بكسل).',
  linkExpired: 'انتهت صلاحية رابط التنزيل هذا أو أنه غير صالح. افتح السجل مرة أخرى للحصول على رابط جديد.',
  tooLarge: 'يجب ألا يزيد حجم الملفات عن 10 ميغابايت.',
  tooManyFiles: 'أرفق 10 ملفات كحد أقصى في المرة الواحدة.',
  typeRefused: 'يُسمح فقط بملفات الصور وPDF وWord وExcel',
};

export const errors: Translation<typeof en.errors> = {
  internal: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
  notFound: 'غير موجود.',
};

export const forms: Translation<typeof en.forms> = {
  payloadMalformed: 'تعذّرت قراءة بيانات النموذج. يرجى المحاولة مرة أخرى.',
};

export const invitation: Translation<typeof en.invitation> = {
  accepted: 'تم تعيين كلمة المرور. سجّل الدخول ببريدك الإلكتروني وكلمة المرور الجديدة.',
  invalid: 'رابط الدعوة هذا لم يعد صالحًا. اطلب رابطًا جديدًا.',
  valid: 'هذه الدعوة صالحة.',
};

export const jobs: Translation<typeof en.jobs> = {
  empty: 'لا توجد تشغيلات بعد.',
  notScheduled: 'هذه المهمة متوقفة في إعدادات هذا الخادم.',
  queued: 'تم طلب التشغيل؛ سيظهر أدناه عندما يبدأ.',
  runsTitle: 'أحدث التشغيلات',
  unknownJob: 'لا توجد مهمة بهذا الاسم.',
};

export const landlords: Translation<typeof en.landlords> = {
  noneSelected: 'اختر مالكًا واحدًا على الأقل.',
};

export const listQuery: Translation<typeof en.listQuery> = {
  date: 'استخدم تاريخًا حقيقيًا بالصيغة YYYY-MM-DD.',
  noSearch: 'لا يوجد بحث في هذه القائمة؛ استخدم عوامل التصفية.',
  noSort: 'لهذه القائمة ترتيب ثابت ولا يمكن فرزها.',
  searchControl: 'لا يمكن أن يحتوي نص البحث على أحرف تحكم.',
  searchTooLong: 'يجب ألا يزيد نص البحث عن 100 حرف.',
  sortField: 'رتّب حسب أحد الحقول: %{fields}.',
};

export const lookups: Translation<typeof en.lookups> = {
  actorId: 'يجب أن يكون actor_id معرّف مالك.',
  landlordChoice: 'اختر مالكًا من القائمة.',
  landlordId: 'يجب أن يكون landlord_id معرّف مالك.',
};

export const mailOutbox: Translation<typeof en.mailOutbox> = {
  empty: 'لا توجد رسائل بعد.',
  outboxMode:
    'لم يُضبط خادم بريد (SMTP_URL)، لذلك لا تُرسل الرسائل بل تُحفظ هنا. أوصل رموز الاستعادة وروابط الدعوة إلى أصحابها.',
  smtpMode: 'تُرسل الرسائل عبر خادم البريد (SMTP_URL). لا تُعرض نصوصها هنا.',
  title: 'صندوق البريد الصادر',
};

export const multipart: Translation<typeof en.multipart> = {
  malformed: 'لم يُرسَل النموذج بشكل صحيح: بياناته تالفة أو ناقصة. يرجى المحاولة مرة أخرى.',
};

export const oneLine: Translation<typeof en.oneLine> = {
  oneLine: 'يرجى كتابة هذا الحقل في سطر واحد، دون فواصل أسطر أو علامات جدولة أو أحرف تحكم أخرى.',
};

export const scope: Translation<typeof en.scope> = {
  approvedLandlord: 'اختر مالكًا معتمدًا من القائمة.',
  landlordRequired: 'اختر المالك الذي يتبع له هذا السجل.',
  noLandlord: 'حسابك غير مرتبط بمالك.',
};
