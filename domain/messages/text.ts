import { fill, lookUp, type IdOf, type Values } from './catalogue';
import { en } from './en';

/** A message's id: a wrong one fails tsc. */
export type MessageId = IdOf<typeof en>;

/**
 * A message in the spec's English, its `%{name}` parts filled in: what the server answers with
 * (the English travels; an Arabic reader gets it rendered by arabicMessage, in arabic.ts).
 */
export function text(id: MessageId, values?: Values): string {
  const template = lookUp(en, id);
  if (template === undefined) throw new Error(`No message ${id}`);
  return fill(template, values);
}
