/*
 * Tenant messages (issue 35 item 2): what WhatsApp, SMS and email say to a tenant, by template id
 * (domain/tenantMessages.ts). Read by id only, in the tenant's language. Values come formatted:
 * %{amount} "450.000 KWD", %{dueDate} DD-MM-YYYY.
 */

export const tenantMessage = {
  invoiceIssued:
    'Dear %{tenantName}, invoice %{invoiceNumber} for %{amount} is issued, due on %{dueDate}. Pay: %{payLink}',
  rentDueSoon:
    'Dear %{tenantName}, your rent of %{amount} (invoice %{invoiceNumber}) is due in %{days} days, on %{dueDate}. Pay: %{payLink}',
  rentDueToday:
    'Dear %{tenantName}, your rent of %{amount} (invoice %{invoiceNumber}) is due today. Pay: %{payLink}',
  rentOverdue1:
    'Dear %{tenantName}, a reminder: your rent of %{amount} (invoice %{invoiceNumber}) was due on %{dueDate} and is not paid yet. Pay: %{payLink}',
  rentOverdue2:
    'Dear %{tenantName}, your rent of %{amount} (invoice %{invoiceNumber}) is overdue since %{dueDate}. Please pay now: %{payLink}',
  rentOverdue3:
    'Dear %{tenantName}, final notice: your rent of %{amount} (invoice %{invoiceNumber}) is still unpaid since %{dueDate}. Pay immediately to avoid further action: %{payLink}',
  paymentReceived:
    'Dear %{tenantName}, we received your payment of %{amount} for invoice %{invoiceNumber}. Receipt: %{receiptLink}',
  chequeDueForDeposit:
    'Dear %{tenantName}, your cheque %{chequeNumber} of %{amount} is due for deposit on %{dueDate}. Please make sure the funds are available.',
  chequeBounced:
    'Dear %{tenantName}, your cheque %{chequeNumber} of %{amount} was returned by the bank. Please contact your landlord to settle it.',
  maintenanceStatusChanged:
    'Dear %{tenantName}, your maintenance request "%{requestTitle}" is now: %{requestStatus}.',
};
