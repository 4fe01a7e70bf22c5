import type { Messages } from '../i18n/messages';

const messages: Messages = {
  pages: {
    dashboard: 'لوحة المعلومات',
    welcome: 'مرحبًا، %{name}',
    someone: 'المسؤول',
    signed_in_as: 'مسجّل الدخول بصفة %{role}.',
    access_denied: 'تم رفض الوصول',
    access_denied_text:
      'لا يسمح لك دورك بفتح هذه الصفحة. إن كنت تحتاج إليها، فاطلبها من المالك أو من المسؤول.',
    go_to_dashboard: 'الانتقال إلى لوحة المعلومات',
    coming_soon: 'هذه الشاشة قادمة قريبًا. غير متاحة في هذا الإصدار بعد.',
    something_went_wrong: 'حدث خطأ ما',
  },
  profile: {
    title: 'الملف الشخصي',
    loading: 'جارٍ التحميل...',
    your_details: 'بياناتك',
    change_password: 'تغيير كلمة المرور',
    picture: 'صورة الملف الشخصي',
    picture_file: 'ملف صورة الملف الشخصي',
    change_picture: 'تغيير الصورة',
    upload_picture: 'رفع صورة',
    picture_rules: 'JPG أو JPEG أو PNG أو WEBP، حتى 2 ميغابايت.',
    current_password: 'كلمة المرور الحالية',
    new_password: 'كلمة المرور الجديدة',
    confirm_new_password: 'تأكيد كلمة المرور الجديدة',
    first_name: 'الاسم الأول',
    last_name: 'اسم العائلة',
    phone: 'الهاتف',
    save: 'حفظ',
  },
};

export default messages;
