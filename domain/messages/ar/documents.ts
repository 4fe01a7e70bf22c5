import type { Translation } from '../catalogue';
import type * as en from '../en/documents';

/* The invoice, receipt and credit-note PDFs' words in Arabic, by the same ids as en/documents.ts. */

export const pdf: Translation<typeof en.pdf> = {
  labels: {
    invoice: 'الفاتورة',
    property: 'العقار',
    reason: 'السبب',
    refundDate: 'تاريخ الاسترداد',
    date: 'التاريخ: %{date}',
  },
  invoice: {
    documentTitle: 'فاتورة %{invoiceNo}',
    title: 'فاتورة',
    status: 'الحالة: %{status}',
    tenant: 'المستأجر',
    unit: 'الوحدة',
    period: 'الفترة',
    issueDate: 'تاريخ الإصدار',
    dueDate: 'تاريخ الاستحقاق',
    description: 'الوصف',
    amount: 'المبلغ',
    total: 'الإجمالي',
    paid: 'المدفوع',
    payments: 'الدفعات',
    refunded: 'المسترد',
    balance: 'الرصيد المستحق',
    paymentDate: 'تاريخ الدفع',
    method: 'طريقة الدفع',
    receipt: 'الإيصال',
    refunds: 'المبالغ المستردة',
    creditNote: 'الإشعار الدائن',
    writeOffBy: '%{date}، %{by}',
    settledFooter: 'فاتورة %{invoiceNo} · %{status}',
    payFooter: 'يرجى دفع %{amount} في موعد أقصاه %{dueDate} مع ذكر رقم الفاتورة %{invoiceNo}.',
    overdueFooter:
      'متأخرة: استحق مبلغ %{amount} في %{dueDate}. يرجى الدفع الآن مع ذكر رقم الفاتورة %{invoiceNo}.',
    rentFor: 'إيجار %{month}',
    maintenanceFor: 'صيانة %{requestNo}: %{title}',
    openingBalance: 'رصيد افتتاحي',
  },
  receipt: {
    documentTitle: 'إيصال %{receiptNo}',
    title: 'إيصال استلام',
    receivedFrom: 'استلمنا من',
    receiptNumber: 'رقم الإيصال',
    dateReceived: 'تاريخ الاستلام',
    paymentMethod: 'طريقة الدفع',
    amountReceived: 'المبلغ المستلم',
    footer: 'إيصال %{receiptNo} عن الفاتورة %{invoiceNo}. شكرًا لكم على الدفع.',
    testPayment: 'دفعة اختبار (بوابة الاختبار): لم تنتقل أي أموال',
  },
  creditNote: {
    documentTitle: 'إشعار دائن %{creditNoteNo}',
    title: 'إشعار دائن',
    refundedTo: 'رُدّ المبلغ إلى',
    creditNoteNumber: 'رقم الإشعار الدائن',
    originalReceipt: 'الإيصال الأصلي',
    originalPayment: 'الدفعة الأصلية',
    amountRefunded: 'المبلغ المسترد',
    footer:
      'إشعار دائن %{creditNoteNo} عن الفاتورة %{invoiceNo}: رُدّ المبلغ إلى البطاقة أو حساب كي نت الذي دُفع منه.',
  },
  status: {
    UNPAID: 'غير مدفوعة',
    PARTIALLY_PAID: 'مدفوعة جزئيًا',
    PAID: 'مدفوعة',
    OVERDUE: 'متأخرة',
    CANCELLED: 'ملغاة',
  },
  methodNotSpecified: 'غير محدد',
};

export const statement: Translation<typeof en.statement> = {
  rent: 'إيجار %{month} — %{place}',
  payment: 'دفعة',
  paymentBy: 'دفعة — %{method}',
  writeOff: 'شطب — %{reason}',
};
