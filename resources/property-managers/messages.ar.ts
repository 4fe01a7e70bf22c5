import type { Messages } from '../../src/i18n/messages';

/** مديرو العقارات لدى المالك (resources/property-managers). */
const messages: Messages = {
  resources: {
    'property-managers': {
      name:
        // Arabic has six plural forms (polyglot's order: 0, 1, 2, 3–10, 11–99, other).
        'مديرو العقارات |||| مدير عقار |||| مديرو العقارات |||| مديرو العقارات |||| مديرو العقارات |||| مديرو العقارات',
      fields: {
        firstName: 'الاسم الأول',
        lastName: 'اسم العائلة',
        email: 'البريد الإلكتروني',
        phone: 'الهاتف',
        propertyIds: 'العقارات',
      },
    },
  },
  propertyManagers: {
    list: {
      title: 'مديرو العقارات',
      search: 'ابحث بالاسم أو البريد أو الهاتف',
      status: 'الحالة',
      all_statuses: 'الكل',
      add: 'إضافة مدير',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      properties: 'العقارات',
      all_properties: 'الكل',
      last_sign_in: 'آخر دخول',
      never: 'لم يدخل بعد',
      actions: 'الإجراءات',
      full_name: '%{first} %{last}',
    },
    status: {
      active: 'نشط',
      invited: 'مدعو',
      disabled: 'معطّل',
    },
    actions: {
      deactivate: 'تعطيل',
      deactivate_title: 'تعطيل %{name}؟',
      deactivate_content: 'سيُسجَّل خروجه فوراً ولن يتمكن من الدخول حتى تعيد تفعيله.',
      resend: 'إعادة إرسال الدعوة',
      activate: 'تفعيل',
      failed: 'حدث خطأ ما',
    },
    form: {
      create_title: 'إضافة مدير عقار',
      edit_title: 'تعديل مدير العقار',
      email_add_help: 'تُرسل إلى هذا البريد دعوة لتعيين كلمة المرور.',
      email_edit_help: 'يسجّل المدير دخوله به.',
      phone_help: '8 أرقام تبدأ بـ 9 أو 6 أو 5 أو 4.',
      properties_failed: 'تعذّر تحميل العقارات. حاول مرة أخرى لاحقاً.',
      properties_help: 'اتركه فارغاً ليعمل المدير على جميع العقارات.',
    },
  },
};

export default messages;
