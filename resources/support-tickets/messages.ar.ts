import type { Messages } from '../../src/i18n/messages';

const fields = {
  number: 'التذكرة',
  subject: 'الموضوع',
  category: 'الفئة',
  landlordName: 'المالك',
  raisedBy: 'مقدَّمة من',
  status: 'الحالة',
  comments: 'الردود',
  createdAt: 'تاريخ الإنشاء',
  updatedAt: 'آخر تحديث',
};

const messages: Messages = {
  resources: {
    'support-tickets': {
      name: 'تذكرة دعم |||| تذاكر الدعم',
      fields: { ...fields, description: 'الوصف', files: 'المرفقات' },
    },
    'super-support-tickets': {
      name: 'تذكرة دعم |||| تذاكر الدعم',
      fields,
    },
  },
  supportTickets: {
    status: { OPEN: 'مفتوحة', IN_PROGRESS: 'قيد المعالجة', RESOLVED: 'تم الحل', CLOSED: 'مغلقة' },
    mark: {
      OPEN: 'تعيين كمفتوحة',
      IN_PROGRESS: 'تعيين كقيد المعالجة',
      RESOLVED: 'تعيين كمحلولة',
      CLOSED: 'تعيين كمغلقة',
    },
    category: {
      billing: 'الفواتير',
      account: 'الحساب',
      technical: 'مشكلة تقنية',
      feature_request: 'طلب ميزة',
    },
    list: {
      title: 'تذاكر الدعم',
      new_ticket: 'تذكرة جديدة',
      search: 'ابحث في الموضوع أو النص أو رقم التذكرة',
      all: 'الكل',
      by_status: 'التذاكر حسب الحالة',
    },
    create: {
      title: 'تذكرة دعم جديدة',
      files_help: 'حتى %{n} ملفات من الصور أو PDF أو Word أو Excel، بحد أقصى 10 ميغابايت لكل ملف.',
    },
    detail: {
      title: 'تذكرة الدعم %{number}',
      change_status: 'تغيير الحالة',
      raised_by: '%{category} · مقدَّمة من %{name}',
      for_landlord: ' لصالح %{name}',
      replies: 'الردود',
      answer: 'الإجابة',
      your_reply: 'ردّك',
      send_reply: 'إرسال الرد',
      attach: 'إرفاق ملفات بالرد',
      back: 'العودة إلى تذاكر الدعم',
      save_failed: 'تعذّر حفظ التذكرة.',
    },
    thread: {
      moved: 'نقل %{name} التذكرة من %{from} إلى %{to} · %{at}',
      platform: '%{name} · دعم المنصة',
      empty: 'لا توجد ردود بعد.',
    },
  },
};

export default messages;
