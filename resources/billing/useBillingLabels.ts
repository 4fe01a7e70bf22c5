import { useTranslate } from 'react-admin';
import { displayMonth } from '../../domain/displayLocale';
import { generatedMaintenanceCharge, generatedRentMonth, isOpeningBalance } from '../../domain/rentItem';
import { invoiceStatusKey, invoiceStatusLabel, methodKey, methodLabel } from './invoiceModel';

/**
 * Status and payment-method labels in the reader's language. The domain's English label is the
 * default, so a screen rendered without the panel's catalogue (a test, another resource) still reads.
 */
export function useBillingLabels() {
  const translate = useTranslate();
  return {
    /**
     * An item's stored description; the generated ones ('Rent for November 2026', a maintenance
     * request's charge, an imported opening balance) in the reader's words, a typed charge as typed.
     */
    item: (description: string) => {
      const month = generatedRentMonth(description);
      if (month) return translate('billing.items.rent_for', { month: displayMonth(month), _: description });
      if (isOpeningBalance(description))
        return translate('billing.items.opening_balance', { _: description });
      const maintenance = generatedMaintenanceCharge(description);
      return maintenance
        ? translate('billing.items.maintenance_for', {
            number: maintenance.requestNo,
            title: maintenance.title,
            _: description,
          })
        : description;
    },
    status: (status: string) => translate(invoiceStatusKey(status), { _: invoiceStatusLabel(status) }),
    method: (method: string | null | undefined) => {
      const key = methodKey(method);
      return key ? translate(key, { _: methodLabel(method) }) : methodLabel(method);
    },
  };
}
