import type { Messages } from '../../src/i18n/messages';
import { matrixLabels } from './matrixLabels';

/** الأدوار وصلاحياتها (resources/role-permissions). */
const messages: Messages = {
  resources: {
    'role-permissions': {
      name:
        // Arabic has six plural forms (polyglot's order: 0, 1, 2, 3–10, 11–99, other).
        'الأدوار |||| دور |||| الأدوار |||| الأدوار |||| الأدوار |||| الأدوار',
      fields: {
        name: 'اسم الدور',
        permissions: 'الصلاحيات',
      },
    },
  },
  rolePermissions: {
    title: 'صلاحيات الأدوار',
    list: {
      add: 'إضافة دور',
      role: 'الدور',
      permissions: 'الصلاحيات',
      users: 'المستخدمون',
      actions: 'الإجراءات',
    },
    matrix: {
      heading: 'الصلاحيات',
      resource: 'المورد',
      menu: 'القائمة',
      permission: '%{action} %{resource}',
      none: 'لا يوجد %{action} لـ %{resource}',
      show_on_menu: 'إظهار %{permission} في القائمة',
    },
    actions: {
      view: 'عرض',
      create: 'إنشاء',
      update: 'تعديل',
      delete: 'حذف',
    },
    resources: matrixLabels('ar'),
    role_names: {
      super_admin: 'المشرف العام',
      admin: 'المشرف',
      landlord: 'المالك',
      manager: 'مدير العقار',
      user: 'المستأجر',
      owner: 'مالك حصة',
    },
    delete: {
      title: 'حذف الدور %{name}؟',
      content: 'ستُفقد صلاحياته. لا يمكن التراجع عن ذلك.',
    },
    messages: {
      // One wording for every count (عددهم reads right whatever the number), given for both of
      // the English forms so that the placeholders match.
      in_use:
        'هذا الدور مُسند إلى مستخدمين عددهم %{count} ولا يمكن حذفه. انقلهم إلى دور آخر أولاً. |||| هذا الدور مُسند إلى مستخدمين عددهم %{count} ولا يمكن حذفه. انقلهم إلى دور آخر أولاً.',
    },
  },
};

export default messages;
