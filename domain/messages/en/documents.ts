/*
 * The words printed on the invoice, receipt and credit-note PDFs (server/pdf/), in the spec's
 * English exactly as the PDFs always printed them, by id. Read by id only, in the document's
 * language (textIn in ../text.ts): never sent in an answer, so they stay out of the English index
 * (../idOf.ts) and may say a word a panel label or another document also says (READ_BY_ID_ONLY in
 * ../en.ts). A word the three documents share has one id (pdf.labels.*); payment methods and the
 * write-off label are the ids the answers use (paymentMethods.*, writeOff.label).
 */

export const pdf = {
  labels: {
    invoice: 'Invoice',
    property: 'Property',
    reason: 'Reason',
    refundDate: 'Refund date',
    date: 'Date: %{date}',
  },
  invoice: {
    documentTitle: 'Invoice %{invoiceNo}',
    title: 'INVOICE',
    status: 'Status: %{status}',
    tenant: 'Tenant',
    unit: 'Unit',
    period: 'Period',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    description: 'Description',
    amount: 'Amount',
    total: 'Total',
    paid: 'Paid',
    /** With refunds: the payments listed and the refunds listed, of which Paid is the difference. */
    payments: 'Payments',
    refunded: 'Refunded',
    balance: 'Balance',
    paymentDate: 'Payment date',
    method: 'Method',
    receipt: 'Receipt',
    /** The refunds' table (issue 31 item 4): each credit note, its day, why and how much. */
    refunds: 'Refunds',
    creditNote: 'Credit note',
    /** The write-off line starts with when and by whom; ': reason' follows. */
    writeOffBy: '%{date}, %{by}',
    settledFooter: 'Invoice %{invoiceNo} · %{status}',
    payFooter: 'Please pay %{amount} by %{dueDate} quoting %{invoiceNo}.',
    /** An invoice past its due date with money still owed: it says so, and asks for payment now. */
    overdueFooter: 'Overdue: %{amount} was due on %{dueDate}. Please pay now quoting %{invoiceNo}.',
    /** A generated item description in the reader's language ('Rent for November 2026'). */
    rentFor: 'Rent for %{month}',
    /** A maintenance cost charged by the request's page (domain/rentItem.ts writes the English). */
    maintenanceFor: 'Maintenance %{requestNo}: %{title}',
    openingBalance: 'Opening balance',
  },
  receipt: {
    documentTitle: 'Receipt %{receiptNo}',
    title: 'RECEIPT',
    receivedFrom: 'Received from',
    receiptNumber: 'Receipt number',
    dateReceived: 'Date received',
    paymentMethod: 'Payment method',
    amountReceived: 'Amount received',
    footer: 'Receipt %{receiptNo} for invoice %{invoiceNo}. Thank you for your payment.',
    /** A sandbox payment's receipt (issue 30 item 6). */
    testPayment: 'TEST PAYMENT (sandbox gateway): no money moved',
  },
  creditNote: {
    documentTitle: 'Credit note %{creditNoteNo}',
    title: 'CREDIT NOTE',
    refundedTo: 'Refunded to',
    creditNoteNumber: 'Credit note number',
    originalReceipt: 'Original receipt',
    originalPayment: 'Original payment',
    amountRefunded: 'Amount refunded',
    footer:
      'Credit note %{creditNoteNo} for invoice %{invoiceNo}: the amount was refunded to the card or KNET account that paid it.',
  },
  /** An invoice's status as the documents print it (domain/invoiceStatus.ts's labels). */
  status: {
    UNPAID: 'Unpaid',
    PARTIALLY_PAID: 'Partially paid',
    PAID: 'Paid',
    OVERDUE: 'Overdue',
    CANCELLED: 'Cancelled',
  },
  methodNotSpecified: 'Not specified',
};

/**
 * A tenant statement's line descriptions (issue 22; server/services/statementWords.ts). A refund's
 * line is the answers' refunds.statementDescription; a write-off's says it in its own Arabic.
 */
export const statement = {
  rent: 'Rent for %{month} — %{place}',
  payment: 'Payment',
  paymentBy: 'Payment — %{method}',
  writeOff: 'Written off — %{reason}',
};
