import { useTranslate } from 'react-admin';
import { localizedText } from '../../domain/displayLocale';

/*
 * Texts of the tenant screens (issue 22): the keys of resources/tenant-users/messages.*.ts, read
 * into plain objects before the JSX so that no attribute holds a literal.
 */

/** `keys` under `namespace`, each translated: `texts.title` for 'tenantUsers.list.title'. */
export function useTexts<K extends string>(namespace: string, keys: readonly K[]): Record<K, string> {
  const translate = useTranslate();
  return Object.fromEntries(keys.map((k) => [k, translate(`${namespace}.${k}`)])) as Record<K, string>;
}

const fullName = (first: string | undefined, last: string | undefined) =>
  [first, last].filter(Boolean).join(' ');

/**
 * A tenant's name for this reader (issue 22 item 5): the Arabic full name for an Arabic reader
 * when given, else the English one; `other` is the name in the other language, when there is one.
 */
export function tenantNames(r: {
  firstName: string;
  lastName: string;
  firstNameAr?: string;
  lastNameAr?: string;
}) {
  const english = fullName(r.firstName, r.lastName);
  const arabic = fullName(r.firstNameAr, r.lastNameAr);
  const main = localizedText(english, arabic);
  const other = main === english ? arabic : english;
  return { main, other: other === main ? '' : other, otherDir: other === arabic ? 'rtl' : 'ltr' } as const;
}
