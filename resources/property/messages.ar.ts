import type { Messages } from '../../src/i18n/messages';

/** العقارات ووحداتها (resources/property). */
const messages: Messages = {
  resources: {
    property: {
      name:
        // Arabic has six plural forms (polyglot's order: 0, 1, 2, 3–10, 11–99, other).
        'العقارات |||| عقار |||| العقارات |||| العقارات |||| العقارات |||| العقارات',
      fields: {
        name: 'اسم العقار',
        nameAr: 'الاسم بالعربية',
        addressAr: 'العنوان بالعربية',
        type: 'نوع العقار',
        governorate: 'المحافظة',
        area: 'المنطقة',
        block: 'القطعة',
        street: 'الشارع',
        building: 'المبنى / القسيمة',
        description: 'الوصف',
        photos: 'الصور',
        units: {
          unitNo: 'رقم الوحدة',
          floor: 'الدور',
          type: 'نوع الوحدة',
          bedrooms: 'غرف النوم',
          areaM2: 'المساحة (م²)',
          monthlyRent: 'الإيجار الشهري (د.ك)',
          status: 'الحالة',
        },
      },
    },
  },
  property: {
    list: {
      title: 'العقارات',
      search: 'ابحث في العقارات...',
      type: 'النوع',
      occupancy: 'الإشغال',
      add: 'إضافة عقار',
      property: 'العقار',
      address: 'العنوان',
      units: 'الوحدات',
      monthly_rent: 'الإيجار الشهري',
      actions: 'الإجراءات',
      occupied: '%{occupied} من %{units} مشغولة',
      block: 'قطعة %{block}',
      building: 'مبنى %{building}',
      separator: '، ',
    },
    form: {
      create_title: 'إضافة عقار',
      edit_title: 'تعديل العقار',
      section_property: 'العقار',
      section_address: 'العنوان',
      section_units: 'الوحدات',
      photo: 'صورة',
      photos_help: 'JPG أو PNG، بحد أقصى 10 ميغابايت لكل صورة، و%{max} صور على الأكثر.',
      add_unit: 'إضافة وحدة',
      delete_title: 'حذف هذا العقار؟',
      delete_content: 'سيُحذف العقار وجميع وحداته.',
    },
    export: {
      button: 'تصدير',
      failed: 'تعذّر التصدير. يرجى المحاولة مرة أخرى.',
    },
    csv: {
      name: 'الاسم',
      name_ar: 'الاسم بالعربية',
      type: 'النوع',
      governorate: 'المحافظة',
      area: 'المنطقة',
      block: 'القطعة',
      street: 'الشارع',
      building: 'المبنى / القسيمة',
      address_ar: 'العنوان بالعربية',
      units: 'الوحدات',
      occupied: 'المشغولة',
      monthly_rent: 'الإيجار الشهري (د.ك)',
    },
    types: {
      residential_building: 'عمارة سكنية',
      villa: 'فيلا',
      apartment: 'شقة',
      commercial: 'تجاري',
      land: 'أرض',
    },
    unit_types: {
      apartment: 'شقة',
      studio: 'استوديو',
      shop: 'محل',
      office: 'مكتب',
      villa: 'فيلا',
      warehouse: 'مخزن',
      other: 'أخرى',
    },
    unit_statuses: {
      vacant: 'شاغرة',
      occupied: 'مشغولة',
      under_maintenance: 'تحت الصيانة',
    },
    occupancy: {
      vacant: 'شاغر',
      partly: 'مشغول جزئياً',
      full: 'مشغول بالكامل',
    },
    governorates: {
      capital: 'العاصمة',
      hawalli: 'حولي',
      farwaniya: 'الفروانية',
      mubarak_al_kabeer: 'مبارك الكبير',
      ahmadi: 'الأحمدي',
      jahra: 'الجهراء',
    },
  },
};

export default messages;
