import type { Messages } from '../../src/i18n/messages';

/** اعتماد الملاك واختيار المالك (resources/landlords). */
const messages: Messages = {
  resources: {
    landlords: {
      name:
        // Arabic has six plural forms (polyglot's order: 0, 1, 2, 3–10, 11–99, other).
        'الملاك |||| مالك |||| الملاك |||| الملاك |||| الملاك |||| الملاك',
      fields: {
        firstName: 'الاسم الأول',
        lastName: 'اسم العائلة',
        email: 'البريد الإلكتروني',
        phone: 'الهاتف',
        status: 'الحالة',
        createdAt: 'تاريخ التسجيل',
      },
    },
  },
  landlords: {
    list: {
      title: 'الملاك',
      search: 'ابحث بالاسم أو البريد أو الهاتف',
      all_statuses: 'الكل',
    },
    status: {
      pending: 'بانتظار الاعتماد',
      active: 'معتمد',
      rejected: 'مرفوض',
      disabled: 'معطّل',
    },
    decision: {
      approve: 'اعتماد',
      reject: 'رفض',
      failed: 'حدث خطأ ما',
    },
    picker: {
      label: 'المالك',
      all: 'جميع الملاك',
    },
  },
};

export default messages;
