/** Plans, subscriptions, Plan flexibility, support tickets and the server's own refusals in Arabic. */
export const PLANS_AND_SUPPORT_ARABIC: Record<string, string> = {
  'A declined request cannot move the landlord to a plan.': 'لا يمكن نقل المالك إلى خطة بناءً على طلب مرفوض.',
  'At the end of the current period': 'في نهاية الفترة الحالية',
  'Change of plan': 'تغيير الخطة',
  'Choose a state: open, accepted or declined.': 'اختر حالة: مفتوح أو مقبول أو مرفوض.',
  'Choose an answer: reply only, accept or decline.': 'اختر ردًا: رد فقط أو قبول أو رفض.',
  'Choose the plan you want to move to.': 'اختر الخطة التي تريد الانتقال إليها.',
  'Choose what you ask for: a change of plan or a custom plan.': 'اختر ما تطلبه: تغيير الخطة أو خطة مخصصة.',
  'Choose when the move applies: now or at the end of the current period.':
    'اختر موعد تطبيق الانتقال: الآن أو في نهاية الفترة الحالية.',
  'Custom plan': 'خطة مخصصة',
  'Plan request not found.': 'طلب الخطة غير موجود.',
  'This plan is not on sale. Choose another plan.': 'هذه الخطة غير معروضة للبيع. اختر خطة أخرى.',
  'Write an answer to the landlord.': 'اكتب ردًا إلى المالك.',
  'You are already on this plan. Choose another plan, or ask for a custom plan.':
    'أنت مشترك في هذه الخطة بالفعل. اختر خطة أخرى أو اطلب خطة مخصصة.',
  'Your answer was sent to the landlord.': 'تم إرسال ردك إلى المالك.',
  // Plan flexibility's messages built from a number, a plan or a state (domain/planFlexibility.ts).
  'Units must be a whole number from 1 to {max}.': 'يجب أن يكون عدد الوحدات عددًا صحيحًا من 1 إلى {max}.',
  'Managers must be a whole number from 1 to {max}.': 'يجب أن يكون عدد المديرين عددًا صحيحًا من 1 إلى {max}.',
  'Tell us what you need in at least {min} characters.': 'أخبرنا بما تحتاج إليه في {min} أحرف على الأقل.',
  'The message must be at most {max} characters.': 'يجب ألا تزيد الرسالة عن {max} حرف.',
  'The landlord is now on {plan}.': 'انتقل المالك الآن إلى {plan}.',
  'The landlord moves to {plan} on {date}.': 'ينتقل المالك إلى {plan} في {date}.',
  'This request is already open: answer without a decision.': 'هذا الطلب مفتوح بالفعل: أرسل الرد دون قرار.',
  'This request is already accepted: answer without a decision.':
    'تم قبول هذا الطلب بالفعل: أرسل الرد دون قرار.',
  'This request is already declined: answer without a decision.':
    'تم رفض هذا الطلب بالفعل: أرسل الرد دون قرار.',
  'Your request was sent to the platform. You will get an answer by mail.':
    'تم إرسال طلبك إلى المنصة. سيصلك الرد بالبريد الإلكتروني.',
  'A plan with this name already exists.': 'توجد خطة بهذا الاسم بالفعل.',
  'Each feature is a line of at most 120 characters': 'كل ميزة سطر لا يزيد عن 120 حرفًا',
  'Exactly one plan must be recommended. Recommend another plan instead.':
    'يجب أن تكون هناك خطة موصى بها واحدة بالضبط. أوصِ بخطة أخرى بدلًا من ذلك.',
  'Managers allowed must be a whole number, 0 or more':
    'يجب أن يكون عدد المديرين المسموح به رقمًا صحيحًا، 0 أو أكثر',
  'Name is required': 'الاسم مطلوب',
  'Plan back on sale': 'عادت الخطة إلى البيع',
  'Plan created successfully': 'تم إنشاء الخطة بنجاح',
  'Plan deleted': 'تم حذف الخطة',
  'Plan updated successfully': 'تم تحديث الخطة بنجاح',
  'Price is required': 'السعر مطلوب',
  'Price must be 0 or more': 'يجب أن يكون السعر 0 أو أكثر',
  'The recommended plan cannot be retired. Recommend another plan first.':
    'لا يمكن إيقاف الخطة الموصى بها. أوصِ بخطة أخرى أولًا.',
  'This plan has subscribers or invoices, so it cannot be deleted. Retire it instead.':
    'لهذه الخطة مشتركون أو فواتير، لذلك لا يمكن حذفها. أوقفها بدلًا من ذلك.',
  'Units allowed must be a whole number of at least 1':
    'يجب أن يكون عدد الوحدات المسموح به رقمًا صحيحًا لا يقل عن 1',
  'Invoice not found.': 'الفاتورة غير موجودة.',
  'No recommended plan is on sale.': 'لا توجد خطة موصى بها معروضة للبيع.',
  'Plan not found.': 'الخطة غير موجودة.',
  'Subscribed. Pay the invoice to start your plan.': 'تم الاشتراك. ادفع الفاتورة لبدء خطتك.',
  'Subscription not found.': 'الاشتراك غير موجود.',
  'The invoice is paid.': 'تم دفع الفاتورة.',
  'The subscription was ended.': 'تم إنهاء الاشتراك.',
  'This invoice is already paid.': 'هذه الفاتورة مدفوعة بالفعل.',
  'This subscription is already set to end at the end of its period.':
    'هذا الاشتراك مضبوط بالفعل لينتهي بنهاية فترته.',
  'You are already on this plan and billing cycle.': 'أنت مشترك بالفعل في هذه الخطة ودورة الفوترة.',
  'Your plan was upgraded.': 'تمت ترقية خطتك.',
  'Your subscription has ended, so you can view your data but not add to it. Choose a plan under Subscription to continue.':
    'انتهى اشتراكك، لذا يمكنك عرض بياناتك دون الإضافة إليها. اختر خطة من قسم الاشتراك للمتابعة.',
  'the unpaid invoice was paid (online or marked by the super admin)':
    'تم دفع الفاتورة غير المدفوعة (إلكترونيًا أو بتعليم من المسؤول العام)',
  'Choose a plan': 'اختر خطة',
  'Choose monthly or yearly billing': 'اختر الفوترة الشهرية أو السنوية',
  'A reply must be at most 5000 characters.': 'يجب ألا يزيد الرد عن 5000 حرف.',
  'Attach at most 5 files.': 'أرفق 5 ملفات كحد أقصى.',
  'Choose a category: billing, account, technical or feature request.':
    'اختر فئة: الفوترة أو الحساب أو مشكلة تقنية أو طلب ميزة.',
  'Choose a landlord from the list.': 'اختر مالكًا من القائمة.',
  'Choose a status: open, in progress, resolved or closed.':
    'اختر حالة: مفتوحة أو قيد المعالجة أو محلولة أو مغلقة.',
  'Describe what you need.': 'صف ما تحتاج إليه.',
  'Enter a subject.': 'أدخل موضوعًا.',
  'Feature request': 'طلب ميزة',
  'In progress': 'قيد المعالجة',
  'No support tickets yet.': 'لا توجد تذاكر دعم بعد.',
  'Support ticket not found.': 'تذكرة الدعم غير موجودة.',
  'The description must be at most 5000 characters.': 'يجب ألا يزيد الوصف عن 5000 حرف.',
  'The form was not sent correctly: reload the page and try again.':
    'لم يُرسل النموذج بشكل صحيح: أعد تحميل الصفحة وحاول مرة أخرى.',
  'The subject must be at most 150 characters.': 'يجب ألا يزيد الموضوع عن 150 حرفًا.',
  'This ticket is closed: raise a new ticket for a new question.':
    'هذه التذكرة مغلقة: افتح تذكرة جديدة لسؤال جديد.',
  'View Maintenance Request': 'عرض طلب الصيانة',
  'Write a reply.': 'اكتب ردًا.',
  'Your reply was added.': 'تمت إضافة ردك.',
  'Your support ticket was sent to the platform.': 'تم إرسال تذكرة الدعم إلى المنصة.',
  'Not found.': 'غير موجود.',
  'Choose an approved landlord from the list.': 'اختر مالكًا معتمدًا من القائمة.',
  'Attach at most 10 files at a time.': 'أرفق 10 ملفات كحد أقصى في المرة الواحدة.',
  'Collections loaded successfully': 'تم تحميل التحصيلات بنجاح',
  'This contract has already been renewed.': 'تم تجديد هذا العقد بالفعل.',
  'Only a requested or rejected contract can be deleted.': 'لا يمكن حذف إلا عقد مطلوب أو مرفوض.',
  'File not found.': 'الملف غير موجود.',
  'Not ready': 'غير جاهز',
  'Only landlords can sign up here.': 'التسجيل هنا متاح للملاك فقط.',
  'The webhook signature is not valid.': 'توقيع الإشعار (webhook) غير صالح.',
  'Code verified. Please choose a new password.': 'تم التحقق من الرمز. يرجى اختيار كلمة مرور جديدة.',
  'This code has expired or has already been used. Please request a new code.':
    'انتهت صلاحية هذا الرمز أو استُخدم بالفعل. يرجى طلب رمز جديد.',
  'Your password has been changed. Please sign in with your new password.':
    'تم تغيير كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
  'Token refreshed.': 'تم تجديد الرمز.',
  'Your account is not attached to a landlord.': 'حسابك غير مرتبط بمالك.',
  'Idempotency-Key must be 1 to 200 visible characters.':
    'يجب أن يتكون Idempotency-Key من 1 إلى 200 حرف مرئي.',
  'This Idempotency-Key was already used with a different request.':
    'استُخدم Idempotency-Key هذا بالفعل مع طلب مختلف.',
  'The payment service is not answering. Please try again in a few minutes.':
    'خدمة الدفع لا تستجيب. يرجى المحاولة بعد بضع دقائق.',
};
