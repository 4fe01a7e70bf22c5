import { useTranslate } from 'react-admin';
import { sharedMessageKey } from '../i18n/sharedMessageKey';

/**
 * A message of domain/ (the very words the API answers, in English) in the reader's language: its
 * key in `table` names the catalogue entry `<prefix>.<key>`; a message the table does not hold (a
 * server's own answer) is shown as it came. Where the panel has no copy of its own, the message's
 * domain id is read (sharedMessageKey).
 */
export function useCatalogueMessage(table: Readonly<Record<string, unknown>>, prefix: string) {
  const translate = useTranslate();
  return (message: string): string => {
    const key = Object.keys(table).find((k) => table[k] === message);
    return key ? translate(sharedMessageKey(`${prefix}.${key}`, message), { _: message }) : message;
  };
}
