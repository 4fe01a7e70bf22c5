import { INVOICE_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../domain/invoiceStatus';
import { WRITE_OFF_MESSAGES } from '../../domain/invoiceMoney';
import { maintenanceChargeDescription } from '../../domain/rentItem';
import type { Locale } from '../../domain/displayLocale';

/*
 * Every word the server prints on an invoice, a receipt or a credit note, in English (the spec's
 * texts, exactly as they were written in the PDF modules) and in Arabic. Both catalogues have the
 * same keys (tests/unit/pdfMessages.test.ts). Amounts, dates and names come in already formatted
 * for the reader (formatKwd, displayDate, localizedText).
 */

export interface PdfMessages {
  invoice: {
    documentTitle: (invoiceNo: string) => string;
    title: string;
    status: (label: string) => string;
    tenant: string;
    property: string;
    unit: string;
    period: string;
    issueDate: string;
    dueDate: string;
    description: string;
    amount: string;
    total: string;
    paid: string;
    /** With refunds: the payments listed and the refunds listed, of which Paid is the difference. */
    payments: string;
    refunded: string;
    writtenOff: string;
    balance: string;
    paymentDate: string;
    method: string;
    receipt: string;
    /** The refunds' table (issue 31 item 4): each credit note, its day, why and how much. */
    refunds: string;
    creditNote: string;
    refundDate: string;
    reason: string;
    /** The write-off line: when, by whom (may be empty), why. */
    writeOff: (date: string, by: string, reason: string) => string;
    settledFooter: (invoiceNo: string, status: string) => string;
    payFooter: (amount: string, dueDate: string, invoiceNo: string) => string;
    /** An invoice past its due date with money still owed: it says so, and asks for payment now. */
    overdueFooter: (amount: string, dueDate: string, invoiceNo: string) => string;
    /** A stored item description in the reader's language ('Rent for November 2026'); others as stored. */
    rentFor: (month: string) => string;
    /** A maintenance cost charged by the request's page ('Maintenance MR-2026-000001: Leaking tap'). */
    maintenanceFor: (requestNo: string, title: string) => string;
  };
  receipt: {
    documentTitle: (receiptNo: string) => string;
    title: string;
    date: (date: string) => string;
    receivedFrom: string;
    invoice: string;
    property: string;
    receiptNumber: string;
    dateReceived: string;
    paymentMethod: string;
    amountReceived: string;
    footer: (receiptNo: string, invoiceNo: string) => string;
    /** A sandbox payment's receipt (issue 30 item 6). */
    testPayment: string;
  };
  creditNote: {
    documentTitle: (creditNoteNo: string) => string;
    title: string;
    date: (date: string) => string;
    refundedTo: string;
    invoice: string;
    property: string;
    creditNoteNumber: string;
    refundDate: string;
    originalReceipt: string;
    originalPayment: string;
    reason: string;
    amountRefunded: string;
    footer: (creditNoteNo: string, invoiceNo: string) => string;
  };
  status: Record<string, string>;
  method: Record<string, string>;
  methodNotSpecified: string;
}

const en: PdfMessages = {
  invoice: {
    documentTitle: (no) => `Invoice ${no}`,
    title: 'INVOICE',
    status: (label) => `Status: ${label}`,
    tenant: 'Tenant',
    property: 'Property',
    unit: 'Unit',
    period: 'Period',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    description: 'Description',
    amount: 'Amount',
    total: 'Total',
    paid: 'Paid',
    payments: 'Payments',
    refunded: 'Refunded',
    writtenOff: WRITE_OFF_MESSAGES.label,
    balance: 'Balance',
    paymentDate: 'Payment date',
    method: 'Method',
    receipt: 'Receipt',
    refunds: 'Refunds',
    creditNote: 'Credit note',
    refundDate: 'Refund date',
    reason: 'Reason',
    writeOff: (date, by, reason) => `${date}${by ? `, ${by}` : ''}: ${reason}`,
    settledFooter: (no, status) => `Invoice ${no} · ${status}`,
    payFooter: (amount, due, no) => `Please pay ${amount} by ${due} quoting ${no}.`,
    overdueFooter: (amount, due, no) => `Overdue: ${amount} was due on ${due}. Please pay now quoting ${no}.`,
    rentFor: (month) => `Rent for ${month}`,
    maintenanceFor: maintenanceChargeDescription,
  },
  receipt: {
    documentTitle: (no) => `Receipt ${no}`,
    title: 'RECEIPT',
    date: (date) => `Date: ${date}`,
    receivedFrom: 'Received from',
    invoice: 'Invoice',
    property: 'Property',
    receiptNumber: 'Receipt number',
    dateReceived: 'Date received',
    paymentMethod: 'Payment method',
    amountReceived: 'Amount received',
    footer: (receiptNo, invoiceNo) =>
      `Receipt ${receiptNo} for invoice ${invoiceNo}. Thank you for your payment.`,
    testPayment: 'TEST PAYMENT (sandbox gateway): no money moved',
  },
  creditNote: {
    documentTitle: (no) => `Credit note ${no}`,
    title: 'CREDIT NOTE',
    date: (date) => `Date: ${date}`,
    refundedTo: 'Refunded to',
    invoice: 'Invoice',
    property: 'Property',
    creditNoteNumber: 'Credit note number',
    refundDate: 'Refund date',
    originalReceipt: 'Original receipt',
    originalPayment: 'Original payment',
    reason: 'Reason',
    amountRefunded: 'Amount refunded',
    footer: (creditNoteNo, invoiceNo) =>
      `Credit note ${creditNoteNo} for invoice ${invoiceNo}: the amount was refunded to the card or KNET account that paid it.`,
  },
  status: { ...INVOICE_STATUS_LABELS },
  method: { ...PAYMENT_METHOD_LABELS },
  methodNotSpecified: 'Not specified',
};

const ar: PdfMessages = {
  invoice: {
    documentTitle: (no) => `فاتورة ${no}`,
    title: 'فاتورة',
    status: (label) => `الحالة: ${label}`,
    tenant: 'المستأجر',
    property: 'العقار',
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
    writtenOff: 'المشطوب',
    balance: 'الرصيد المستحق',
    paymentDate: 'تاريخ الدفع',
    method: 'طريقة الدفع',
    receipt: 'الإيصال',
    refunds: 'المبالغ المستردة',
    creditNote: 'الإشعار الدائن',
    refundDate: 'تاريخ الاسترداد',
    reason: 'السبب',
    writeOff: (date, by, reason) => `${date}${by ? `، ${by}` : ''}: ${reason}`,
    settledFooter: (no, status) => `فاتورة ${no} · ${status}`,
    payFooter: (amount, due, no) => `يرجى دفع ${amount} في موعد أقصاه ${due} مع ذكر رقم الفاتورة ${no}.`,
    overdueFooter: (amount, due, no) =>
      `متأخرة: استحق مبلغ ${amount} في ${due}. يرجى الدفع الآن مع ذكر رقم الفاتورة ${no}.`,
    rentFor: (month) => `إيجار ${month}`,
    maintenanceFor: (requestNo, title) => `صيانة ${requestNo}: ${title}`,
  },
  receipt: {
    documentTitle: (no) => `إيصال ${no}`,
    title: 'إيصال استلام',
    date: (date) => `التاريخ: ${date}`,
    receivedFrom: 'استلمنا من',
    invoice: 'الفاتورة',
    property: 'العقار',
    receiptNumber: 'رقم الإيصال',
    dateReceived: 'تاريخ الاستلام',
    paymentMethod: 'طريقة الدفع',
    amountReceived: 'المبلغ المستلم',
    footer: (receiptNo, invoiceNo) => `إيصال ${receiptNo} عن الفاتورة ${invoiceNo}. شكرًا لكم على الدفع.`,
    testPayment: 'دفعة اختبار (بوابة الاختبار): لم تنتقل أي أموال',
  },
  creditNote: {
    documentTitle: (no) => `إشعار دائن ${no}`,
    title: 'إشعار دائن',
    date: (date) => `التاريخ: ${date}`,
    refundedTo: 'رُدّ المبلغ إلى',
    invoice: 'الفاتورة',
    property: 'العقار',
    creditNoteNumber: 'رقم الإشعار الدائن',
    refundDate: 'تاريخ الاسترداد',
    originalReceipt: 'الإيصال الأصلي',
    originalPayment: 'الدفعة الأصلية',
    reason: 'السبب',
    amountRefunded: 'المبلغ المسترد',
    footer: (creditNoteNo, invoiceNo) =>
      `إشعار دائن ${creditNoteNo} عن الفاتورة ${invoiceNo}: رُدّ المبلغ إلى البطاقة أو حساب كي نت الذي دُفع منه.`,
  },
  status: {
    UNPAID: 'غير مدفوعة',
    PARTIALLY_PAID: 'مدفوعة جزئيًا',
    PAID: 'مدفوعة',
    OVERDUE: 'متأخرة',
    CANCELLED: 'ملغاة',
  },
  method: {
    bank_transfer: 'تحويل بنكي',
    cash: 'نقدًا',
    cheque: 'شيك',
    pos: 'نقاط البيع',
    knet: 'كي نت',
    card: 'بطاقة',
  },
  methodNotSpecified: 'غير محدد',
};

export const PDF_MESSAGES: Record<Locale, PdfMessages> = { en, ar };

/** An invoice status or payment method in the reader's language; an unknown code as it is. */
export const statusLabel = (m: PdfMessages, status: string) => m.status[status] ?? status;
export const methodLabelIn = (m: PdfMessages, method: string | null) =>
  method ? (m.method[method] ?? method) : m.methodNotSpecified;
