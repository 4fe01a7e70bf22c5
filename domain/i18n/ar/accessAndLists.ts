/** Sign-in, sessions, permissions, lists, files and invitations (domain/auth.ts, listQuery.ts, documents.ts …) in Arabic. */
export const ACCESS_AND_LIST_ARABIC: Record<string, string> = {
  'Please enter your current password.': 'يرجى إدخال كلمة المرور الحالية.',
  'Invalid email or password.': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'Please enter your email or phone.': 'يرجى إدخال بريدك الإلكتروني أو رقم هاتفك.',
  'Please enter your password.': 'يرجى إدخال كلمة المرور.',
  'Signed in successfully.': 'تم تسجيل الدخول بنجاح.',
  'Signed out successfully.': 'تم تسجيل الخروج بنجاح.',
  'You are not signed in. Please sign in.': 'لم تسجّل الدخول. يرجى تسجيل الدخول.',
  'You do not have permission to do this.': 'ليست لديك صلاحية للقيام بذلك.',
  'Your account has been disabled. Please contact your landlord or support.':
    'تم تعطيل حسابك. يرجى التواصل مع المالك أو الدعم.',
  'Your account is awaiting admin approval. You can sign in once it is approved.':
    'حسابك بانتظار موافقة المسؤول. يمكنك تسجيل الدخول بعد الموافقة عليه.',
  'Your account registration was not approved. Please contact support.':
    'لم تتم الموافقة على تسجيل حسابك. يرجى التواصل مع الدعم.',
  'Your session has ended. Please sign in again.': 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  'Your session has expired. Please sign in again.': 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  'Your session was renewed a moment ago in another tab.': 'تم تجديد جلستك قبل لحظات في تبويب آخر.',
  'Search text cannot contain control characters.': 'لا يمكن أن يحتوي نص البحث على أحرف تحكم.',
  'Search text must be at most 100 characters.': 'يجب ألا يزيد نص البحث عن 100 حرف.',
  'This list has a fixed order and cannot be sorted.': 'لهذه القائمة ترتيب ثابت ولا يمكن فرزها.',
  'Use a real calendar date as YYYY-MM-DD.': 'استخدم تاريخًا حقيقيًا بالصيغة YYYY-MM-DD.',
  'An image may have at most 40 megapixels (e.g. 8000 × 5000 px).':
    'يجب ألا تزيد الصورة عن 40 ميغابكسل (مثلًا 8000 × 5000 بكسل).',
  'Files must be 10 MB or smaller.': 'يجب ألا يزيد حجم الملفات عن 10 ميغابايت.',
  'Only image, PDF, Word, and Excel files are allowed': 'يُسمح فقط بملفات الصور وPDF وWord وExcel',
  'This download link has expired or is not valid. Open the record again for a fresh link.':
    'انتهت صلاحية رابط التنزيل هذا أو أنه غير صالح. افتح السجل مرة أخرى للحصول على رابط جديد.',
  'This invitation is valid.': 'هذه الدعوة صالحة.',
  'This invitation link is no longer valid. Ask for a new one.':
    'رابط الدعوة هذا لم يعد صالحًا. اطلب رابطًا جديدًا.',
  'Your password is set. Sign in with your email and new password.':
    'تم تعيين كلمة المرور. سجّل الدخول ببريدك الإلكتروني وكلمة المرور الجديدة.',
  'Select at least one landlord.': 'اختر مالكًا واحدًا على الأقل.',
  'No runs yet.': 'لا توجد عمليات تشغيل بعد.',
  'No such job.': 'لا توجد مهمة بهذا الاسم.',
  'Recent runs': 'آخر عمليات التشغيل',
  'This job is off in this server’s configuration.': 'هذه المهمة متوقفة في إعدادات هذا الخادم.',
  'Mail outbox': 'صندوق البريد الصادر',
  'Mails are delivered through the mail server (SMTP_URL). Their texts are not shown here.':
    'تُرسل الرسائل عبر خادم البريد (SMTP_URL). لا تُعرض نصوصها هنا.',
  'No mail server is configured (SMTP_URL), so mails are not sent: they are kept here. Pass recovery codes and invitation links on to the people they are for.':
    'لم يُضبط خادم بريد (SMTP_URL)، لذلك لا تُرسل الرسائل بل تُحفظ هنا. أوصل رموز الاستعادة وروابط الدعوات إلى أصحابها.',
  'No mails yet.': 'لا توجد رسائل بعد.',
  'Contact messages': 'رسائل التواصل',
  'Status must be new or handled.': 'يجب أن تكون الحالة جديدة أو تمت معالجتها.',
  'The message is marked handled.': 'تم تعليم الرسالة كمعالجة.',
  'The message is marked new again.': 'تم تعليم الرسالة كجديدة مرة أخرى.',
  'This contact message does not exist.': 'رسالة التواصل هذه غير موجودة.',
  'handled must be true or false.': 'يجب أن تكون قيمة handled صحيحة أو خاطئة.',
  'Please remove the unusual characters from this field.': 'يرجى إزالة الأحرف غير المعتادة من هذا الحقل.',
  'Please keep this field on one line, without line breaks, tabs or other control characters.':
    'يرجى كتابة هذا الحقل في سطر واحد، دون فواصل أسطر أو علامات جدولة أو أحرف تحكم أخرى.',
  'The form was not sent correctly: its data is broken or incomplete. Please try again.':
    'لم يُرسَل النموذج بشكل صحيح: بياناته تالفة أو ناقصة. يرجى المحاولة مرة أخرى.',
  'Thank you, your message has been sent. We will answer you by email or phone.':
    'شكرًا لك، تم إرسال رسالتك. سنرد عليك عبر البريد الإلكتروني أو الهاتف.',
  'Your message could not be sent. Please check your connection and try again.':
    'تعذّر إرسال رسالتك. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  'Please correct the fields marked below.': 'يرجى تصحيح الحقول المشار إليها أدناه.',
  'Sending…': 'جارٍ الإرسال…',
  'Please enter your name (2 to 80 characters).': 'يرجى كتابة اسمك (من 2 إلى 80 حرفًا).',
  'Please enter a subject (3 to 120 characters).': 'يرجى كتابة موضوع الرسالة (من 3 إلى 120 حرفًا).',
  'Please write your message (10 to 3000 characters).': 'يرجى كتابة رسالتك (من 10 إلى 3000 حرف).',
  'Dashboard figures.': 'أرقام لوحة المعلومات.',
  'Landlord not found.': 'المالك غير موجود.',
  'You may only see the figures of your own managers.': 'يمكنك رؤية أرقام مديريك فقط.',
  'You may only see the figures of your own tenants.': 'يمكنك رؤية أرقام مستأجريك فقط.',
  'You may only see your own figures.': 'يمكنك رؤية أرقامك فقط.',
  'month must be a month written YYYY-MM, e.g. 2027-03.': 'يجب كتابة الشهر بالصيغة YYYY-MM، مثل 2027-03.',
  'user_id is required: say whose figures to show.': 'الحقل user_id مطلوب: حدّد صاحب الأرقام المطلوب عرضها.',
};
