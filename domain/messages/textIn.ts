import type { Locale } from '../displayLocale';
import { ar } from './ar';
import { fill, lookUp, type Messages, type Values } from './catalogue';
import { text, type MessageId } from './text';

/**
 * A message in the reader's language, its `%{name}` parts filled in: what a document (a PDF, a
 * mail) prints for its reader, by id. Values come already formatted for that reader (amounts,
 * dates, names). Apart from text.ts, so that the panel's bundle does not take the Arabic with it.
 */
export function textIn(locale: Locale, id: MessageId, values?: Values): string {
  if (locale === 'en') return text(id, values);
  const template = lookUp(ar as Messages, id);
  if (template === undefined) throw new Error(`No message ${id}`);
  return fill(template, values);
}
