import { useTranslate } from 'react-admin';
import { displayMonth } from '../../domain/displayLocale';
import { generatedRentMonth } from '../../domain/rentItem';
import { invoiceStatusKey, invoiceStatusLabel, methodKey, methodLabel } from './invoiceModel';

/**
 * Status and payment-method labels in the reader's language. The domain's English label is the
 * default, so a screen rendered without the panel's catalogue (a test, another resource) still reads.
 */
export function useBillingLabels() {
  const translate = useTranslate();
  return {
    /** An item's stored description; the generated 'Rent for November 2026' in the reader's words. */
    item: (description: string) => {
      const month = generatedRentMonth(description);
      return month
        ? translate('billing.items.rent_for', { month: displayMonth(month), _: description })
        : description;
    },
    status: (status: string) => translate(invoiceStatusKey(status), { _: invoiceStatusLabel(status) }),
    method: (method: string | null | undefined) => {
      const key = methodKey(method);
      return key ? translate(key, { _: methodLabel(method) }) : methodLabel(method);
    },
  };
}
