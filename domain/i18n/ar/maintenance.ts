/** Maintenance requests (domain/maintenanceSchemas.ts) in Arabic. */
export const MAINTENANCE_ARABIC: Record<string, string> = {
  'A declined request cannot be charged.': 'لا يمكن تحميل تكلفة طلب مرفوض.',
  'A request can be rated once it is COMPLETED.': 'يمكن تقييم الطلب بعد أن يصبح مكتملًا (COMPLETED).',
  'Assign the request to the landlord or a manager of its property.':
    'أسند الطلب إلى المالك أو إلى أحد مديري عقاره.',
  'Attach photos (JPEG, PNG, GIF, WebP) or PDF files only.':
    'أرفق صورًا (JPEG وPNG وGIF وWebP) أو ملفات PDF فقط.',
  'Choose a category.': 'اختر فئة.',
  'Choose the date until which the request is deferred.': 'اختر التاريخ الذي يؤجَّل الطلب حتى حلوله.',
  'Choose the unit of one of your approved contracts.': 'اختر وحدة من عقودك المعتمدة.',
  'Choose the unit the problem is in.': 'اختر الوحدة التي توجد فيها المشكلة.',
  'Comment added.': 'تمت إضافة التعليق.',
  'Comments listed.': 'تم عرض التعليقات.',
  'Cost must be a number of at least 0 with up to 3 decimal places (e.g., 15.500).':
    'يجب أن تكون التكلفة رقمًا لا يقل عن 0 بثلاث خانات عشرية كحد أقصى (مثل 15.500).',
  'Describe the problem in at most 2000 characters.': 'صف المشكلة في 2000 حرف كحد أقصى.',
  'Each deadline is a whole number of hours from 1 to 2160.': 'كل مهلة عدد صحيح من الساعات من 1 إلى 2160.',
  'Enter a title of 3 to 120 characters.': 'أدخل عنوانًا من 3 إلى 120 حرفًا.',
  'Enter the vendor’s phone as a Kuwaiti number of 8 digits: a mobile (starting with 9, 6, 5 or 4) or a landline (starting with 2).':
    'أدخل هاتف المورّد رقماً كويتياً من 8 أرقام: جوالاً (يبدأ بـ 9 أو 6 أو 5 أو 4) أو هاتفاً أرضياً (يبدأ بـ 2).',
  'Give the deadline as a date and time (e.g., 2026-05-01T10:00:00+03:00).':
    'أدخل المهلة كتاريخ ووقت (مثل 2026-05-01T10:00:00+03:00).',
  'Give the reason for declining the request.': 'اذكر سبب رفض الطلب.',
  'Maintenance deadlines saved.': 'تم حفظ مهل الصيانة.',
  'Maintenance deadlines.': 'مهل الصيانة.',
  'Maintenance request deleted.': 'تم حذف طلب الصيانة.',
  'Maintenance request found.': 'تم العثور على طلب الصيانة.',
  'Maintenance request not found.': 'طلب الصيانة غير موجود.',
  'Maintenance request reported.': 'تم الإبلاغ عن طلب الصيانة.',
  'Maintenance request updated.': 'تم تحديث طلب الصيانة.',
  'Maintenance requests listed.': 'تم عرض طلبات الصيانة.',
  'Preferred visit times can be at most 200 characters.': 'يجب ألا تزيد أوقات الزيارة المفضلة عن 200 حرف.',
  'Record the cost before charging it to the tenant.': 'سجّل التكلفة قبل تحميلها على المستأجر.',
  'Say whether the problem is resolved.': 'حدّد ما إذا كانت المشكلة قد حُلّت.',
  'Status changed.': 'تم تغيير الحالة.',
  'Thank you for your feedback.': 'شكرًا لك على ملاحظاتك.',
  'The comment can be at most 1000 characters.': 'يجب ألا يزيد التعليق عن 1000 حرف.',
  'The cost will be added to the tenant’s next invoice when it is issued.':
    'ستُضاف التكلفة إلى فاتورة المستأجر التالية عند إصدارها.',
  'The date a request is deferred to must be after today.': 'يجب أن يكون تاريخ تأجيل الطلب بعد اليوم.',
  'The payload field must be valid JSON.': 'يجب أن يكون الحقل payload نص JSON صالحًا.',
  'The vendor name can be at most 120 characters.': 'يجب ألا يزيد اسم المورّد عن 120 حرفًا.',
  'This cost has already been charged to the tenant.': 'تم تحميل هذه التكلفة على المستأجر بالفعل.',
  'This request has no tenant to charge.': 'ليس لهذا الطلب مستأجر لتحميل التكلفة عليه.',
  'Write a comment of 1 to 2000 characters.': 'اكتب تعليقًا من 1 إلى 2000 حرف.',
  'You already reported a request with this title today. Add a comment to it instead.':
    'أبلغت اليوم بالفعل عن طلب بهذا العنوان. أضف تعليقًا عليه بدلًا من ذلك.',
};
