import type { Translation } from '../catalogue';
import type * as en from '../en/tenantMessages';

/* Tenant messages in Arabic (issue 35 item 2), by the same ids as en/tenantMessages.ts. */

export const tenantMessage: Translation<typeof en.tenantMessage> = {
  invoiceIssued:
    'عزيزي %{tenantName}، صدرت الفاتورة %{invoiceNumber} بمبلغ %{amount} وتستحق في %{dueDate}. للدفع: %{payLink}',
  rentDueSoon:
    'عزيزي %{tenantName}، يستحق إيجارك بمبلغ %{amount} (الفاتورة %{invoiceNumber}) بعد %{days} أيام في %{dueDate}. للدفع: %{payLink}',
  rentDueToday:
    'عزيزي %{tenantName}، يستحق إيجارك بمبلغ %{amount} (الفاتورة %{invoiceNumber}) اليوم. للدفع: %{payLink}',
  rentOverdue1:
    'عزيزي %{tenantName}، تذكير: إيجارك بمبلغ %{amount} (الفاتورة %{invoiceNumber}) استحق في %{dueDate} ولم يُدفع بعد. للدفع: %{payLink}',
  rentOverdue2:
    'عزيزي %{tenantName}، إيجارك بمبلغ %{amount} (الفاتورة %{invoiceNumber}) متأخر منذ %{dueDate}. يرجى الدفع الآن: %{payLink}',
  rentOverdue3:
    'عزيزي %{tenantName}، إنذار أخير: إيجارك بمبلغ %{amount} (الفاتورة %{invoiceNumber}) غير مدفوع منذ %{dueDate}. ادفع فورًا لتجنب أي إجراء آخر: %{payLink}',
  paymentReceived:
    'عزيزي %{tenantName}، استلمنا دفعتك بمبلغ %{amount} للفاتورة %{invoiceNumber}. الإيصال: %{receiptLink}',
  chequeDueForDeposit:
    'عزيزي %{tenantName}، يستحق إيداع شيكك رقم %{chequeNumber} بمبلغ %{amount} في %{dueDate}. يرجى التأكد من توفر الرصيد.',
  chequeBounced:
    'عزيزي %{tenantName}، أعاد البنك شيكك رقم %{chequeNumber} بمبلغ %{amount}. يرجى التواصل مع المالك لتسويته.',
  maintenanceStatusChanged: 'عزيزي %{tenantName}، حالة طلب الصيانة "%{requestTitle}" الآن: %{requestStatus}.',
};
