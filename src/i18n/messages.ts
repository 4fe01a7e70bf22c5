/** A message catalogue, or a part of one: react-admin's nested keys ('resources.invoices.name'). */
export interface Messages {
  [key: string]: string | Messages;
}

/** Later parts win key by key; nested objects are merged, not replaced. */
export function mergeMessages(...parts: Messages[]): Messages {
  const merged: Messages = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = merged[key];
      merged[key] =
        typeof value === 'object' && typeof existing === 'object' ? mergeMessages(existing, value) : value;
    }
  }
  return merged;
}

/** Every key of a catalogue as a dotted path ('ra.action.save'), for the parity test. */
export function messageKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : messageKeys(value, `${prefix}${key}.`),
  );
}
