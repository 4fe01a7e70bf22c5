/*
 * The shape of a message catalogue (issue 32 item 3): react-admin's nested keys, a text at each
 * leaf, `%{name}` where a value goes (polyglot's syntax, which the panel's i18nProvider reads).
 */

/** A catalogue, or a part of one. */
export interface Messages {
  [key: string]: string | Messages;
}

/**
 * Another language's catalogue for an English one: the very same keys, a text at each leaf. A
 * literal of this type that lacks an id, or has one the English has not, fails tsc.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** Every dotted id of a catalogue ('invoices.notFound'). */
export type IdOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : IdOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted id of a catalogue and its text, leaf by leaf. */
export function entriesOf(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entriesOf(value, `${prefix}${key}.`),
  );
}

/** The text of a dotted id; undefined when the catalogue has none. */
export function lookUp(messages: Messages, id: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of id.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export type Values = Record<string, string | number>;

/** `%{name}` parts filled in from values; a part without a value stays as written. */
export const fill = (template: string, values: Values = {}): string =>
  template.replace(/%\{(\w+)\}/g, (part, name: string) => (name in values ? String(values[name]) : part));
