import type { Translation } from '../catalogue';
import type * as en from '../en/portfolio';

/* Properties, units, tenants, managers, roles, the App Setting, receipts and reports in Arabic, by the same ids as en/portfolio.ts. */

export const managers: Translation<typeof en.managers> = {
  activated: 'تم تفعيل المدير.',
  alreadyAccepted: 'قبل هذا المدير الدعوة بالفعل.',
  deactivated: 'تم تعطيل المدير. انتهت جلساته.',
  disabledNoInvite: 'فعّل هذا المدير قبل إرسال دعوة جديدة.',
  foreignProperty: 'اختر عقارات من محفظتك.',
  invitationResent: 'أُرسلت دعوة جديدة بالبريد إلى %{email}.',
  invited: 'أُضيف المدير. أُرسلت دعوة إلى %{email}.',
  landlordRequired: 'اختر المالك الذي يعمل لديه هذا المدير.',
  notAccepted: 'لم يقبل هذا المدير الدعوة بعد. أعد إرسالها بدلًا من ذلك.',
  notFound: 'المدير غير موجود.',
  updated: 'تم تحديث المدير بنجاح.',
};

export const occupancy: Translation<typeof en.occupancy> = {
  full: 'مشغول بالكامل',
  partly: 'مشغول جزئيًا',
};

export const properties: Translation<typeof en.properties> = {
  areaM2: 'يجب أن تكون المساحة رقمًا موجبًا بخانتين عشريتين كحد أقصى.',
  areaRequired: 'يرجى إدخال المنطقة.',
  bedrooms: 'يجب أن يكون عدد غرف النوم رقمًا صحيحًا بين 0 و50.',
  block: 'القطعة رقم (مثل 3)، كما في العناوين الكويتية.',
  building: 'المبنى رقم (مثل 12)، كما في العناوين الكويتية.',
  created: 'تم إنشاء العقار بنجاح.',
  deleted: 'تم حذف العقار بنجاح.',
  deleteHasHistory: 'لهذا العقار وحدات لها عقود سابقة مسجلة ولا يمكن حذفه.',
  deleteUnderContract: 'لهذا العقار وحدات عليها عقود ولا يمكن حذفه.',
  floor: 'يجب أن يكون الطابق رقمًا صحيحًا بين -5 و200.',
  governorateRequired: 'يرجى اختيار المحافظة.',
  nameRequired: 'يرجى إدخال اسم العقار (حرفان على الأقل).',
  notFound: 'العقار غير موجود.',
  payloadMalformed: 'تعذّرت قراءة بيانات العقار. يرجى المحاولة مرة أخرى.',
  photoType: 'يُسمح بملفات الصور فقط (JPG وJPEG وPNG) للصور.',
  rentRequired: 'الإيجار الشهري مطلوب',
  rentTooLarge: 'يجب أن يكون الإيجار الشهري أقل من 1,000,000,000 د.ك.',
  tooLong: 'استخدم %{max} حرفًا كحد أقصى.',
  tooManyPhotos: 'يمكن أن يكون للعقار %{max} صورة كحد أقصى.',
  tooManyUnits: 'يمكن أن يضم العقار 500 وحدة كحد أقصى.',
  typeRequired: 'يرجى اختيار نوع العقار.',
  unitHasHistory: 'للوحدة %{unitNo} عقود سابقة مسجّلة ولا يمكن إزالتها من العقار.',
  unitNoDuplicate: 'يجب ألا تتكرر أرقام الوحدات داخل العقار الواحد.',
  unitNoRequired: 'يرجى إدخال رقم الوحدة.',
  unitNotFound: 'الوحدة غير موجودة.',
  unitNotInProperty: 'إحدى الوحدات في القائمة لا تتبع هذا العقار. أعد تحميل الصفحة وحاول مرة أخرى.',
  unitStatusRequired: 'يرجى اختيار حالة الوحدة.',
  unitTypeRequired: 'يرجى اختيار نوع الوحدة.',
  unitUnderContract: 'الوحدة %{unitNo} مرتبطة بعقد ولا يمكن إزالتها من العقار.',
  updated: 'تم تحديث العقار بنجاح.',
};

export const propertyTypes: Translation<typeof en.propertyTypes> = {
  residential_building: 'مبنى سكني',
};

export const audit: Translation<typeof en.audit> = {
  noPermission: 'ليست لديك صلاحية عرض سجل التدقيق.',
  recordNotFound: 'هذا السجل غير موجود أو لا يحق لك الاطلاع عليه.',
  recordNeeded: 'اختر سجلاً (فاتورة أو عقداً أو شيكاً أو تأميناً) لعرض سجل تغييراته.',
};

export const receipts: Translation<typeof en.receipts> = {
  method: 'اختر طريقة الدفع: تحويل بنكي أو نقدًا أو شيك أو نقطة بيع أو كي نت أو بطاقة.',
  noPermission: 'ليست لديك صلاحية لعرض الإيصالات.',
  notFound: 'الإيصال غير موجود.',
  property: 'اختر عقارًا من القائمة.',
};

export const refunds: Translation<typeof en.refunds> = {
  creditNoteNotFound: 'إشعار الدائن غير موجود.',
  noPermission: 'ليست لديك صلاحية لعرض إشعارات الدائن.',
  statementDescription: 'استرداد — %{reason}',
};

export const reports: Translation<typeof en.reports> = {
  month: 'أدخل الشهر بالصيغة YYYY-MM.',
  noStatementPermission: 'ليست لديك صلاحية لعرض كشوف حساب المستأجرين.',
};

export const roles: Translation<typeof en.roles> = {
  builtIn: 'لا يمكن حذف الأدوار المدمجة.',
  created: 'تم إنشاء الدور بنجاح.',
  deleted: 'تم حذف الدور بنجاح.',
  duplicatePermission: 'يمكن أن تظهر كل صلاحية مرة واحدة فقط.',
  lockOut:
    'يجب أن يحتفظ دور المشرف العام بصلاحيتي عرض الدور وتعديل الدور، وإلا فلن يتمكن أحد من إدارة الأدوار.',
  nameRequired: 'يرجى إدخال اسم الدور (حرفان على الأقل).',
  nameTaken: 'يوجد دور بهذا الاسم بالفعل.',
  notFound: 'الدور غير موجود.',
  unknownPermission: 'صلاحية غير معروفة.',
  updated: 'تم تحديث الدور بنجاح.',
};

export const settings: Translation<typeof en.settings> = {
  addressTooLong: 'يجب ألا يزيد العنوان عن %{max} حرف.',
  descriptionTooLong: 'يجب ألا يزيد الوصف عن %{max} حرف.',
  fieldTooLong: 'أحد حقول إعدادات التطبيق طويل جدًا.',
  imageTooLarge: 'يجب ألا يزيد حجم الصور عن 5 ميغابايت.',
  imageTooManyPixels: 'الصورة كبيرة جدًا: 40 ميغابكسل كحد أقصى (مثلًا 8000 × 5000 بكسل).',
  landlordOnly: 'يمكن للمالك وحده تغيير إعدادات التطبيق.',
  linkTooLong: 'يجب ألا يزيد رابط %{platform} عن %{max} حرف.',
  loaded: 'تم تحميل الإعدادات بنجاح',
  mediaMalformed:
    'يجب أن تكون روابط التواصل الاجتماعي نص JSON لكائن، مثل {"facebook":"https://facebook.com/yourpage"}.',
  nameRequired: 'يرجى إدخال اسم المنشأة',
  nameTooLong: 'يجب ألا يزيد اسم المنشأة عن %{max} حرف.',
  notMultipart: 'أرسل إعدادات التطبيق بصيغة multipart/form-data.',
  noVendor: 'إعدادات التطبيق تخص مالكًا؛ وهذا الحساب ليس له مالك.',
  readers: 'إعدادات التطبيق خاصة بالمالك ومديريه.',
  systemConfigLoaded: 'تم تحميل إعدادات النظام بنجاح',
  updated: 'تم تحديث الإعدادات بنجاح',
};

export const tenants: Translation<typeof en.tenants> = {
  civilId: 'يجب أن يتكون الرقم المدني من 12 رقمًا بالضبط.',
  civilIdCheckDigit: 'هذا الرقم المدني غير صحيح: يرجى التحقق من أرقامه.',
  civilIdExpired: 'انتهت صلاحية هذه البطاقة المدنية: أدخل تاريخ انتهاء من اليوم فصاعدًا.',
  civilIdExpiry: 'أدخل تاريخ انتهاء البطاقة المدنية بالصيغة YYYY-MM-DD.',
  civilIdTaken: 'لديك بالفعل مستأجر بهذا الرقم المدني.',
  created: 'تمت إضافة المستأجر. أُرسلت إليه دعوة بالبريد لتعيين كلمة المرور.',
  deleted: 'تم حذف المستأجر. تم تعطيل دخوله؛ ويُحتفظ بسجل عقوده.',
  emailOwned: 'قبل هذا المستأجر الدعوة ويسجّل الدخول بهذا البريد الإلكتروني. المستأجر وحده يمكنه تغييره.',
  emailOwnedHint: 'يسجّل المستأجر دخوله بهذا البريد؛ ولا يغيّره إلا المستأجر نفسه.',
  emailTaken: 'لا يمكن استخدام عنوان البريد الإلكتروني هذا. يرجى إدخال عنوان آخر.',
  firstNameAr: 'يرجى إدخال الاسم الأول العربي بأحرف عربية.',
  hasContracts: 'لهذا المستأجر عقود مطلوبة أو معتمدة. ارفضها أو أنهِها قبل حذف المستأجر.',
  lastNameAr: 'يرجى إدخال اسم العائلة العربي بأحرف عربية.',
  nationality: 'يجب ألا تزيد الجنسية عن 60 حرفًا.',
  notFound: 'المستأجر غير موجود.',
  updated: 'تم تحديث المستأجر.',
};

export const unitStatuses: Translation<typeof en.unitStatuses> = {
  under_maintenance: 'تحت الصيانة',
};
