/*
 * Invoices, payments, online payments, bank settlements, write-offs and contracts (domain/*Schemas.ts): the spec's English, by id
 * (namespace.key). One export per namespace, so a bundle takes only the namespaces it uses.
 */

export const bankSettlements = {
  accountLoaded: 'Bank account loaded successfully',
  accountSaved: 'Bank account saved successfully',
  bankLength: 'The bank name must be at most 100 characters.',
  bankRequired: 'Enter the bank name.',
  batchNotFound: 'Settlement batch not found.',
  day: 'Choose the day to fetch as YYYY-MM-DD.',
  dayInFuture: 'The day to fetch cannot be in the future.',
  fetched: 'Settlements fetched: %{created} new batches, %{updated} updated.',
  fetchedOne: 'Settlements fetched: %{created} new batch, %{updated} updated.',
  holderLength: 'The account holder name must be at most 100 characters.',
  holderRequired: 'Enter the account holder name.',
  ibanChecksum: 'Enter a valid Kuwaiti IBAN: its check digits do not match. Check it for a typing mistake.',
  ibanCountry: 'Enter a valid Kuwaiti IBAN: it starts with KW.',
  ibanFormat:
    'Enter a valid Kuwaiti IBAN: KW, 2 check digits, a 4-letter bank code, then 22 letters or digits.',
  ibanLength:
    'Enter a valid Kuwaiti IBAN: it has 30 characters (KW, 2 check digits, 4-letter bank code, 22 characters).',
  ibanRequired: 'Enter the IBAN of your bank account.',
  landlordOnly: 'Only the landlord can change its bank account.',
  noPermission: 'You do not have permission to view bank and settlements.',
  providerUnsupported: 'Settlement reports are not available from the %{provider} gateway in this release.',
  status: 'Choose a status: reconciled or flagged.',
  subMerchantFormat:
    'The gateway sub-merchant reference may hold only letters, digits, dots, dashes and underscores (at most 64).',
  upToDate: 'Settlements are up to date; nothing new was found.',
};

export const contracts = {
  alreadyRenewed: 'This contract has already been renewed.',
  approved: 'Contract approved.',
  created: 'Contract created.',
  deleted: 'Contract deleted.',
  dueDay: 'Payment due day must be a whole number from 1 to 28.',
  endBeforeStart: 'The end date must be on or after the start date.',
  endDate: 'Enter the end date as YYYY-MM-DD.',
  monthlyRent: 'Monthly rent must be a number with up to 3 decimal places (e.g., 350.000).',
  monthlyRentNotPositive: 'Monthly rent must be more than 0 KWD.',
  noPermission: 'You do not have permission to manage tenant contracts.',
  notApproved: 'Only an approved contract can be renewed or terminated.',
  notDeletable: 'Only a requested or rejected contract can be deleted.',
  notEditable: 'Only a requested contract can be edited.',
  notFound: 'Contract not found.',
  notRequested: 'Only a requested contract can be approved or rejected.',
  overlap: 'This unit already has an approved contract for these dates.',
  rejected: 'Contract rejected.',
  renewed: 'Contract renewed.',
  requested: 'Your contract request was sent to the landlord.',
  securityDeposit: 'Security deposit must be a number with up to 3 decimal places (e.g., 350.000).',
  securityDepositNegative: 'Security deposit cannot be less than 0 KWD.',
  startDate: 'Enter the start date as YYYY-MM-DD.',
  tenant: 'Choose the tenant.',
  terminated: 'Contract terminated.',
  unit: 'Choose the unit.',
  unitNotVacant: 'This unit is not vacant. Choose a vacant unit.',
  updated: 'Contract updated.',
};

export const invoices = {
  alreadyCancelled: 'This invoice is already cancelled.',
  alreadyPaid: 'This invoice is already paid.',
  amount: 'Amount must be a number greater than 0 with up to 3 decimal places (e.g., 15.500).',
  belowPaid: 'The invoice total cannot go below the amount already paid.',
  cancelled: 'Invoice cancelled.',
  cancelledCharges: 'This invoice is cancelled; its charges cannot change.',
  chargeAdded: 'Charge added.',
  chargeNotFound: 'Charge not found.',
  chargeRemoved: 'Charge removed.',
  description: 'Enter a description of up to 200 characters.',
  generated: '%{count} invoices generated.',
  hasPayments: 'An invoice with payments cannot be cancelled.',
  invoiceId: 'Choose the invoice.',
  noPermission: 'You do not have permission to view invoices.',
  notFound: 'Invoice not found.',
  period: 'Enter the period as YYYY-MM.',
  rentItemFixed: 'The rent item cannot be removed.',
};

export const manualPayments = {
  amountPositive: 'Amount must be a positive number',
  amountRequired: 'Amount is required',
  amountTooLarge: 'Amount must be below 1,000,000,000.',
  created: 'Payment added successfully',
  currencyOnlyKwd: 'The only currency accepted is KWD.',
  currencyRequired: 'Currency is required',
  date: 'Use a date as YYYY-MM-DD.',
  depositDate: 'Deposit date must be a valid date and time.',
  invoiceRequired: 'Invoice is required',
  invoicesFailed: 'Failed to load invoices.',
  invoicesListed: 'Invoices loaded successfully',
  listed: 'Payments loaded successfully',
  markAsPaid: 'Mark as paid must be true or false.',
  methodChoice: 'Method must be one of: %{methods}.',
  missingActor: 'Missing actor_id',
  missingLandlord: 'Missing landlord_id',
  notesTooLong: 'Notes must be 2000 characters or fewer.',
  referenceTooLong: 'Deposit reference must be 200 characters or fewer.',
  unsupportedFile: 'Unsupported file type selected.',
  updated: 'Payment updated successfully',
};

export const money = {
  decimals: 'Use up to 3 decimal places (e.g., 100.000)',
};

export const onlinePayments = {
  amountMismatch: 'The amount charged does not match the invoice; the payment was not credited.',
  attemptLoaded: 'Payment loaded successfully',
  autoRefunded: 'The payment was taken but the invoice could not take it; it was refunded in full.',
  checkoutStarted: 'Checkout started',
  creditRefused: 'The payment was taken but the invoice could not take it; a refund is due.',
  gatewayDown: 'The payment gateway cannot be reached. Please try again later.',
  invoiceLoaded: 'Payment options loaded successfully',
  linkCreated: 'Payment link created',
  linkExpired: 'This payment link has expired. Ask your landlord for a new one.',
  linkInvalid: 'This payment link is not valid.',
  linkLoaded: 'Payment link loaded successfully',
  linkMailed: 'Payment link sent to %{email}',
  noPermission: 'Only a tenant can pay its invoices online.',
  notRefundable: 'Only a captured online payment can be refunded.',
  notStarted: 'The payment could not be started at the gateway.',
  paymentsOff: 'Online payment is off: no payment gateway is set up on this server.',
  reasonRequired: 'A reason for the refund is required.',
  refunded: 'Payment refunded successfully',
  refundFailed:
    'The payment was taken but the invoice could not take it, and the gateway refused to refund it. The landlord must refund it.',
  refundRefused: 'The payment gateway refused the refund. Nothing was changed.',
  refundsDueLoaded: 'Online payments to refund loaded successfully',
  refundTooLarge: 'A refund can be at most %{remaining} KWD, what is left of this payment.',
  refundUnconfirmed:
    'The payment was taken but the invoice could not take it, and the gateway did not confirm its refund. The landlord must check it and refund it.',
  replaced: 'A new checkout of this invoice replaced this one.',
  starting: 'A payment for this invoice is being started. Please try again in a moment.',
  stillOpen:
    'A payment of %{amount} KWD for this invoice is still open on the payment page. Finish it there, or try again once it closes.',
  tenantNoEmail: 'The tenant of this invoice has no email address to send the link to.',
  webhookAccepted: 'Event received',
  webhookSignature: 'The webhook signature is not valid.',
};

export const partialPayments = {
  amountFormat: 'Enter the amount in KWD with up to 3 decimal places (e.g., 100.000).',
  amountPositive: 'Enter an amount above 0.000 KWD.',
  fullOnly: 'Only the full balance can be paid online.',
  loaded: 'Online payment setting loaded successfully',
  minimumFormat: 'Enter the minimum amount in KWD with up to 3 decimal places (e.g., 5.000).',
  minimumPositive: 'The minimum amount must be above 0.000 KWD.',
  overBalance: 'The amount can be at most %{balance}, the balance of this invoice.',
  underMinimum: 'The amount must be at least %{minimum} (or the whole balance, %{balance}).',
  updated: 'Online payment setting updated successfully',
};

export const paymentMethods = {
  bank_transfer: 'Bank Transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  pos: 'POS',
  knet: 'KNET',
  card: 'Card',
};

export const payments = {
  invoiceCancelled: 'This invoice is cancelled; it cannot take payments.',
  notFound: 'Payment not found.',
  onlinePaymentLocked: 'This payment was made online and cannot be edited; refund it instead.',
  overBalance: 'Amount exceeds the invoice balance of %{balance}.',
};

export const writeOff = {
  defaultReason: 'Marked as paid with %{shortfall} not collected',
  label: 'Written off',
  reasonHelp: 'Why the rest of the invoice is not collected (kept with the write-off).',
  reasonLabel: 'Write-off reason',
  reasonTooLong: 'Write-off reason must be 500 characters or fewer.',
  statementDescription: 'Written off — %{reason}',
};
