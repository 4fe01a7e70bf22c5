import type { Messages } from '../../src/i18n/messages';

/** المستأجرون وعقودهم (resources/tenant-users). */
const messages: Messages = {
  resources: {
    'tenant-users': {
      name:
        // Arabic has six plural forms (polyglot's order: 0, 1, 2, 3–10, 11–99, other).
        'المستأجرون |||| مستأجر |||| المستأجرون |||| المستأجرون |||| المستأجرون |||| المستأجرون',
      fields: {
        firstName: 'الاسم الأول',
        lastName: 'اسم العائلة',
        firstNameAr: 'الاسم الأول (بالعربية)',
        lastNameAr: 'اسم العائلة (بالعربية)',
        email: 'البريد الإلكتروني',
        phone: 'الهاتف',
        civilId: 'رقم البطاقة المدنية',
        civilIdExpiry: 'انتهاء البطاقة المدنية',
        nationality: 'الجنسية',
        documents: 'المستندات',
      },
    },
  },
  tenantUsers: {
    list: {
      title: 'المستأجرون',
      search: 'ابحث بالاسم أو الهاتف أو البطاقة المدنية',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      civil_id: 'البطاقة المدنية',
      civil_id_expiry: 'انتهاء البطاقة المدنية',
      nationality: 'الجنسية',
      documents: 'المستندات',
      login: 'الدخول',
      actions: 'الإجراءات',
      edit: 'تعديل',
      delete: 'حذف',
    },
    login_status: {
      pending: 'مدعو',
      active: 'نشط',
      disabled: 'محذوف',
    },
    form: {
      create_title: 'إضافة مستأجر',
      edit_title: 'تعديل المستأجر',
      documents_help: 'صورة أو PDF أو Word أو Excel؛ بحد أقصى 10 ميغابايت لكل ملف.',
    },
    contracts: {
      tenant: 'المستأجر',
      property_unit: 'العقار / الوحدة',
      property_unit_value: '%{property} · %{unit}',
      start: 'البداية',
      end: 'النهاية',
      term: 'المدة',
      term_value: '%{start} – %{end}',
      monthly_rent: 'الإيجار الشهري',
      deposit: 'التأمين',
      due_day: 'يوم الاستحقاق',
      documents: 'المستندات',
      status: 'الحالة',
      unit: 'الوحدة',
      actions: 'الإجراءات',
      search: 'ابحث بالمستأجر أو العقار أو الوحدة',
      ends_from: 'ينتهي من',
      ends_by: 'ينتهي حتى',
    },
    contract_status: {
      requested: 'مطلوب',
      approved: 'معتمد',
      rejected: 'مرفوض',
      terminated: 'منتهٍ',
    },
    unit_status: {
      occupied: 'مشغولة',
      vacant: 'شاغرة',
      expired: 'منتهي',
    },
    requests: {
      title: 'طلبات العقود',
      cards: 'طلبات العقود',
      approve: 'اعتماد',
      reject: 'رفض',
    },
    approved: {
      title: 'العقود المعتمدة',
      cards: 'العقود المعتمدة',
      renew: 'تجديد',
      terminate: 'إنهاء',
      renew_title: 'تجديد العقد',
      renew_content: 'تجديد عقد %{tenant} للوحدة %{unit} لسنة أخرى اعتباراً من %{date} بالإيجار نفسه؟',
      terminate_title: 'إنهاء العقد',
      terminate_content:
        'إنهاء عقد %{tenant} للوحدة %{unit} الآن؟ تصبح الوحدة شاغرة ما لم يغطِّ اليومَ عقدٌ معتمد آخر.',
    },
    request: {
      not_tenant: 'يطلب المستأجرون العقود هنا. ويبتّ فيها الملاك والمديرون من شاشة طلبات العقود.',
      title: 'طلب عقد',
      mine: 'عقودي',
      send: 'إرسال الطلب',
      vacant_unit: 'وحدة شاغرة',
      no_vacant: 'لا توجد وحدات شاغرة حالياً',
      unit_choice: 'الوحدة %{unit} (%{rent})',
      start_date: 'تاريخ البداية',
      end_date: 'تاريخ النهاية',
      monthly_rent: 'الإيجار الشهري (د.ك)',
      deposit: 'مبلغ التأمين (د.ك)',
      due_day: 'يوم استحقاق الدفع (%{range})',
      documents: 'المستندات',
    },
    failed: 'حدث خطأ ما',
  },
};

export default messages;
