/** Sign-in, sign-up, recovery and profile messages (domain/accountMessages.ts, profileMessages.ts) in Arabic. */
export const ACCOUNT_ARABIC: Record<string, string> = {
  'Please enter a valid first name.': 'يرجى إدخال اسم أول صحيح.',
  'Please enter a valid last name.': 'يرجى إدخال اسم عائلة صحيح.',
  'Please enter a valid email address.': 'يرجى إدخال بريد إلكتروني صحيح.',
  'Phone number must start with 9, 6, 5, or 4 and be exactly 8 digits long.':
    'يجب أن يبدأ رقم الهاتف بـ 9 أو 6 أو 5 أو 4 وأن يتكون من 8 أرقام بالضبط.',
  'Please select your gender.': 'يرجى اختيار الجنس.',
  'Password must be at least 8 characters.': 'يجب ألا تقل كلمة المرور عن 8 أحرف.',
  'Passwords do not match.': 'كلمتا المرور غير متطابقتين.',
  'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.':
    'يجب ألا تقل كلمة المرور عن 8 أحرف وأن تتضمن حرفًا كبيرًا وحرفًا صغيرًا ورقمًا ورمزًا خاصًا.',
  'Enter 4 digits (0–9)': 'أدخل 4 أرقام (0–9)',
  'Please enter the 4-digit code.': 'يرجى إدخال الرمز المكوّن من 4 أرقام.',
  'Invalid code, please try again.': 'الرمز غير صحيح، يرجى المحاولة مرة أخرى.',
  'Something went wrong.': 'حدث خطأ ما.',
  'Your account has been created. Please wait for admin approval before signing in.':
    'تم إنشاء حسابك. يرجى انتظار موافقة المسؤول قبل تسجيل الدخول.',
  'This email address cannot be used. Please enter a different one.':
    'لا يمكن استخدام عنوان البريد الإلكتروني هذا. يرجى إدخال عنوان آخر.',
  'Too many email addresses that cannot be used. Please try again in {wait}.':
    'عناوين بريد إلكتروني كثيرة لا يمكن استخدامها. يرجى المحاولة مرة أخرى بعد {wait}.',
  'Too many password reset attempts. Please try again in {wait}.':
    'محاولات كثيرة لإعادة تعيين كلمة المرور. يرجى المحاولة مرة أخرى بعد {wait}.',
  'Profile loaded successfully': 'تم تحميل الملف الشخصي بنجاح',
  'Profile updated successfully': 'تم تحديث الملف الشخصي بنجاح',
  'Profile picture updated successfully': 'تم تحديث صورة الملف الشخصي بنجاح',
  'Only image files (JPG, JPEG, PNG, WEBP) are allowed': 'يُسمح بملفات الصور فقط (JPG وJPEG وPNG وWEBP)',
  'The picture must be 2 MB or smaller.': 'يجب ألا يزيد حجم الصورة عن 2 ميغابايت.',
  'Choose a picture to upload.': 'اختر صورة لرفعها.',
  'Send the picture as multipart/form-data.': 'أرسل الصورة بصيغة multipart/form-data.',
  'A field is too long.': 'أحد الحقول طويل جدًا.',
  'Password changed successfully. Other sessions were signed out.':
    'تم تغيير كلمة المرور بنجاح. تم تسجيل الخروج من الجلسات الأخرى.',
  'Your current password is not correct.': 'كلمة المرور الحالية غير صحيحة.',
  'Profile not found.': 'الملف الشخصي غير موجود.',
  'Language saved.': 'تم حفظ اللغة.',
  'Choose English or Arabic': 'اختر الإنجليزية أو العربية',
  'Choose Latin or Arabic-Indic digits': 'اختر الأرقام اللاتينية أو العربية الهندية',
  'Something went wrong on our side. Please try again.': 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
};
