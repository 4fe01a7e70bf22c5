import type { Messages } from '../../src/i18n/messages';

/** الملاك وحصصهم والدفعات (issue 36 item 3). */
const messages: Messages = {
  resources: { 'property-owners': { name: 'مالك حصة |||| الملاك' } },
  menu: { owners: 'الملاك' },
  ownersPanel: {
    title: 'الملاك',
    error: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
    owners: 'الملاك',
    shares: 'الحصص لكل عقار',
    payouts: 'الدفعات',
    add_owner: 'إضافة مالك',
    add_payout: 'تسجيل دفعة',
    add_share: 'إضافة مالك',
    remove_owner: 'إزالة هذا المالك',
    delete_payout: 'حذف الدفعة',
    set_shares: 'تحديد الملاك والحصص',
    edit_shares: 'ملاك %{name}',
    no_owners: 'لا يوجد ملاك بعد: أضف مالكاً ثم حدد حصته في عقار.',
    no_shares: 'لم يُحدد ملاك.',
    no_payouts: 'لا توجد دفعات مسجلة.',
    save: 'حفظ',
    cancel: 'إلغاء',
    fee_percent_of: 'رسوم الإدارة: %{value}% من الإيجار المحصل',
    fee_fixed_of: 'رسوم الإدارة: %{value} شهرياً',
    fee: {
      none: 'بلا رسوم إدارة',
      percent: 'نسبة من الإيجار المحصل',
      fixed: 'مبلغ ثابت شهرياً',
    },
    status: { pending: 'مدعو', active: 'نشط', disabled: 'معطل' },
    fields: {
      first_name: 'الاسم الأول',
      last_name: 'اسم العائلة',
      email: 'البريد الإلكتروني',
      owner: 'المالك',
      share: 'الحصة (%)',
      fee_kind: 'رسوم الإدارة',
      fee_percent: 'نسبة من الإيجار المحصل',
      fee_fixed: 'المبلغ شهرياً (د.ك)',
      date: 'التاريخ',
      amount: 'المبلغ (د.ك)',
      method: 'الطريقة',
      note: 'ملاحظة',
    },
  },
};

export default messages;
