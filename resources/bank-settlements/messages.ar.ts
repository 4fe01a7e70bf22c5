import type { Messages } from '../../src/i18n/messages';

/** الحساب البنكي والتسويات (issue 22). */
const messages: Messages = {
  resources: {
    'bank-settlements': { name: 'الحساب البنكي والتسويات |||| الحساب البنكي والتسويات' },
  },
  bankSettlements: {
    loading: 'جارٍ التحميل...',
    error: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    page: { title: 'الحساب البنكي والتسويات', plan_flexibility: 'مرونة الخطة' },
    account: {
      title: 'الحساب البنكي',
      fields: {
        iban: 'رقم الآيبان (IBAN)',
        holder_name: 'اسم صاحب الحساب',
        bank_name: 'اسم البنك',
        sub_merchant_ref: 'مرجع التاجر الفرعي لدى بوابة الدفع',
      },
      iban_help: 'KW، ثم رقمان للتحقق، ورمز البنك من 4 أحرف، و22 خانة (30 خانة إجمالًا).',
      save: 'حفظ الحساب البنكي',
      save_failed: 'تعذّر الحفظ.',
    },
    messages: {},
    status: {
      reconciled: 'مطابقة',
      flagged: 'عليها ملاحظة',
      flagged_by: 'عليها ملاحظة: %{amount}',
    },
    filters: {
      from: 'أُودعت من',
      to: 'أُودعت إلى',
      status: 'الحالة',
      all: 'الكل',
      search: 'بحث',
      search_placeholder: 'المرجع',
    },
    actions: {
      day: 'يوم التسوية',
      fetch: 'جلب التسويات',
      export: 'تصدير CSV',
    },
    list: {
      title: 'التسويات',
      table_label: 'دفعات التسوية',
      empty: 'لم يتم العثور على تسويات.',
      fields: {
        landlord: 'المالك',
        reference: 'المرجع',
        deposit_date: 'تاريخ الإيداع',
        gross: 'الإجمالي',
        fees: 'الرسوم',
        refunds: 'المستردات',
        net: 'الصافي',
        payments: 'الدفعات',
        status: 'الحالة',
      },
      payment_count: 'دفعة واحدة (%{count}) |||| %{count} دفعات',
      card_amounts: 'الصافي %{net} (الإجمالي %{gross}، الرسوم %{fees})',
      displayed_rows: '%{from}–%{to} من %{count}',
    },
    batch: {
      title: 'التسوية %{reference}',
      title_loading: 'التسوية',
      deposited: 'أُودعت في %{date}',
      landlord: 'المالك: %{name}',
      gross: 'الإجمالي',
      fees: 'الرسوم',
      refunds: 'المستردات',
      net_deposited: 'صافي المبلغ المودع',
      payments: 'الدفعات (%{count})',
      not_matched: 'لا تطابق أي دفعة هنا',
      amount: 'المبلغ',
      fee: 'الرسوم',
      refunded: 'المسترد',
      net: 'الصافي',
    },
  },
};

export default messages;
