import { useTranslate } from 'react-admin';
import { invoiceStatusKey, invoiceStatusLabel, methodKey, methodLabel } from './invoiceModel';

/**
 * Status and payment-method labels in the reader's language. The domain's English label is the
 * default, so a screen rendered without the panel's catalogue (a test, another resource) still reads.
 */
export function useBillingLabels() {
  const translate = useTranslate();
  return {
    status: (status: string) => translate(invoiceStatusKey(status), { _: invoiceStatusLabel(status) }),
    method: (method: string | null | undefined) => {
      const key = methodKey(method);
      return key ? translate(key, { _: methodLabel(method) }) : methodLabel(method);
    },
  };
}
