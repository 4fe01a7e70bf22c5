import type { Translation } from '../catalogue';
import type * as en from '../en/maintenance';

/* Maintenance requests and the statuses they share with support tickets in Arabic, by the same ids as en/maintenance.ts. */

export const maintenance: Translation<typeof en.maintenance> = {
  alreadyCharged: 'تم تحميل هذه التكلفة على المستأجر بالفعل.',
  assignee: 'أسند الطلب إلى المالك أو إلى أحد مديري عقاره.',
  badMove: 'لا يمكن نقل الطلب من %{from} إلى %{to}.',
  category: 'اختر فئة.',
  chargeDeclined: 'لا يمكن تحميل تكلفة طلب مرفوض.',
  chooseUnit: 'اختر الوحدة التي توجد فيها المشكلة.',
  comment: 'اكتب تعليقًا من 1 إلى 2000 حرف.',
  commented: 'تمت إضافة التعليق.',
  comments: 'تم عرض التعليقات.',
  cost: 'يجب أن تكون التكلفة رقمًا لا يقل عن 0 بثلاث خانات عشرية كحد أقصى (مثل 15.500).',
  created: 'تم الإبلاغ عن طلب الصيانة.',
  dailyLimit:
    'يمكنك الإبلاغ عن %{limit} طلبات صيانة كحد أقصى في اليوم. حاول مجددًا غدًا، أو أضف تعليقًا على طلب مفتوح.',
  deadline: 'أدخل المهلة كتاريخ ووقت (مثل 2026-05-01T10:00:00+03:00).',
  deadlines: 'تم حفظ مهل الصيانة.',
  deadlinesRead: 'مهل الصيانة.',
  deleted: 'تم حذف طلب الصيانة.',
  description: 'صف المشكلة في 2000 حرف كحد أقصى.',
  files: 'أرفق %{max} صور أو ملفات PDF كحد أقصى.',
  fileType: 'أرفق صورًا (JPEG وPNG وGIF وWebP) أو ملفات PDF فقط.',
  found: 'تم العثور على طلب الصيانة.',
  hours: 'كل مهلة عدد صحيح من الساعات من 1 إلى 2160.',
  listed: 'تم عرض طلبات الصيانة.',
  counted: 'تم عدّ طلبات الصيانة حسب الحالة.',
  noContract: 'يمكنك الإبلاغ عن مشكلة عندما يكون لديك عقد معتمد لوحدة؛ ليس لديك عقد ساري اليوم.',
  noCost: 'سجّل التكلفة قبل تحميلها على المستأجر.',
  noNextInvoice: 'ستُضاف التكلفة إلى فاتورة المستأجر التالية عند إصدارها.',
  notCompleted: 'يمكن تقييم الطلب بعد أن يصبح مكتملًا (COMPLETED).',
  noTenant: 'ليس لهذا الطلب مستأجر لتحميل التكلفة عليه.',
  notFound: 'طلب الصيانة غير موجود.',
  payloadMalformed: 'يجب أن يكون الحقل payload نص JSON صالحًا.',
  rated: 'شكرًا لك على ملاحظاتك.',
  ratingComment: 'يجب ألا يزيد التعليق عن 1000 حرف.',
  reasonLong: 'يجب ألا يزيد السبب عن 1000 حرف.',
  reasonRequired: 'اذكر سبب رفض الطلب.',
  resolvedRequired: 'حدّد ما إذا كانت المشكلة قد حُلّت.',
  sameTitle: 'أبلغت اليوم بالفعل عن طلب بهذا العنوان. أضف تعليقًا عليه بدلًا من ذلك.',
  statusChanged: 'تم تغيير الحالة.',
  statusChoice: 'اختر حالة: %{statuses}.',
  title: 'أدخل عنوانًا من 3 إلى 120 حرفًا.',
  unitNotYours: 'اختر وحدة من عقودك المعتمدة.',
  untilFuture: 'يجب أن يكون تاريخ تأجيل الطلب بعد اليوم.',
  untilRequired: 'اختر التاريخ الذي يؤجَّل الطلب حتى حلوله.',
  updated: 'تم تحديث طلب الصيانة.',
  vendorName: 'يجب ألا يزيد اسم المورّد عن 120 حرفًا.',
  vendorPhone:
    'أدخل هاتف المورّد رقماً كويتياً من 8 أرقام: جوالاً (يبدأ بـ 9 أو 6 أو 5 أو 4) أو هاتفاً أرضياً (يبدأ بـ 2).',
  visitTimes: 'يجب ألا تزيد أوقات الزيارة المفضلة عن 200 حرف.',
};

export const statuses: Translation<typeof en.statuses> = {
  inProgress: 'قيد المعالجة',
};
