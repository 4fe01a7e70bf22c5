/*
 * Post-dated cheques (issue 34; domain/chequeSchemas.ts): the English, by id (namespace.key).
 */

export const cheques = {
  listed: 'Cheques loaded.',
  found: 'Cheque loaded.',
  created: 'Cheque saved.',
  updated: 'Cheque updated.',
  moved: 'Cheque status changed.',
  proposed: 'Proposed cheques: check them, then save.',
  scheduled: 'Cheque schedule saved.',
  notFound: 'Cheque not found.',
  noPermission: 'You do not have permission to view cheques.',
  payloadMalformed: 'The cheque details could not be read. Send them again.',
  bank: 'Enter the bank of up to 100 characters.',
  chequeNo: 'Enter the cheque number: up to 30 letters, digits or dashes.',
  firstNumber: 'Enter the first cheque number in digits only (up to 20).',
  drawerName: 'Enter the name of the cheque’s drawer, up to 150 characters.',
  amount: 'Amount must be a number greater than 0 with up to 3 decimal places (e.g., 350.000).',
  fee: 'The bounced-cheque fee must be 0 or more, with up to 3 decimal places (e.g., 10.000).',
  dueDate: 'Enter the date on the cheque as YYYY-MM-DD.',
  invoiceIds: 'Choose at least one invoice the cheque is for.',
  invoicesUnknown: 'Choose invoices of your own that are not cancelled.',
  invoicesOneContract: 'A cheque can be for the invoices of one contract only.',
  period: 'Enter the rent month as YYYY-MM-01.',
  chequeTarget: 'Give each cheque its invoices or its rent month.',
  custody: 'Choose who holds the cheque: landlord, manager, bank or drawer.',
  note: 'Keep the note to 500 characters.',
  reason: 'Keep the reason to 500 characters.',
  status: 'Choose the new status of the cheque.',
  replacementNeeded: 'Give the new cheque that replaces the bounced one.',
  replacementUnwanted: 'Only a cheque that becomes REPLACED takes a replacement.',
  tooManyCheques: 'A schedule holds at most 120 cheques.',
  noPeriods: 'This contract has no rent month left without a cheque.',
  onlyWhileReceived:
    'Only a cheque that is still RECEIVED can change its details; custody and notes can always change.',
  fileCount: 'Attach one photo of the cheque at most.',
  photoType: 'The photo of the cheque must be a JPEG or PNG image, or a PDF.',
  invoiceNotIssued:
    'The invoice for this cheque’s rent month is not issued yet; issue it before clearing the cheque.',
  overInvoices:
    'The cheque’s amount exceeds what its invoices still owe; correct its invoices or amount first.',
  settingLoaded: 'Cheque settings loaded.',
  settingSaved: 'Cheque settings saved.',
  badMove: 'A cheque that is %{from} cannot become %{to}.',
};
