import type { Messages } from '../../src/i18n/messages';

/** الاستيراد من جدول بيانات (البند 5 من المسألة 36): عناوين اللوحة بالعربية. */
const messages: Messages = {
  resources: { imports: { name: 'استيراد' } },
  importPanel: {
    title: 'الاستيراد من جدول بيانات',
    kind: 'محتوى الملف',
    kinds: { properties: 'العقارات والوحدات', tenants: 'المستأجرون' },
    kind_hint: {
      properties:
        'صف لكل وحدة (مع تكرار أعمدة العقار)، أو صف لكل عقار مع عدد الطوابق والوحدات في كل طابق لتوليد وحداته (101، 102، … 201، …).',
      tenants:
        'صف لكل مستأجر. يُتحقق من الرقم المدني، ويُرفض التكرار في الرقم المدني أو البريد الإلكتروني أو الهاتف.',
    },
    template: 'النموذج',
    template_en: 'عناوين إنجليزية',
    template_ar: 'عناوين عربية',
    format: 'الصيغة',
    choose_file: 'اختر ملف CSV أو XLSX',
    chosen: 'الملف: %{name}',
    check: 'افحص الملف',
    import: 'استيراد',
    uploading: 'جارٍ إرسال الملف: %{percent}%',
    checking: 'يفحص الخادم الصفوف…',
    checked_ok: 'تم فحص %{rows} صف في %{seconds} ث: لا أخطاء. لم يُكتب شيء بعد.',
    checked_errors: 'تم فحص %{rows} صف: %{count} خطأ. لم يُكتب شيء.',
    imported: 'تم استيراد %{rows} صف في %{seconds} ث.',
    would_write: 'سيُكتب: %{counts}',
    wrote: 'كُتب: %{counts}',
    tables: {
      properties: 'عقارات',
      property_units: 'وحدات',
      users: 'حسابات مستأجرين',
      tenant_profiles: 'ملفات مستأجرين',
    },
    separator: '، ',
    errors_title: 'الأخطاء حسب الصف',
    row: 'الصف',
    column: 'العمود',
    message: 'الرسالة',
    history: 'عمليات الاستيراد السابقة',
    history_empty: 'لا توجد عمليات استيراد بعد.',
    undo: 'تراجع',
    undone: 'تم التراجع في %{date}',
    undo_confirm: 'حذف كل ما كتبه هذا الاستيراد؟',
    cancel: 'إلغاء',
    by: '%{date} · %{who} · %{rows} صف',
    error: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
};

export default messages;
