import { BOOT_DISPLAY } from './bootLocale';

/*
 * The messages a form checks before sending come from the shared schemas in domain/, in the
 * spec's English. An Arabic reader sees their Arabic counterparts (domain/i18n/), the same ones
 * the server answers with; the table is fetched only for Arabic readers, with the catalogue.
 */
let arabicOf: ((english: string) => string) | undefined;

export async function preloadLocalMessages(): Promise<void> {
  if (BOOT_DISPLAY.locale !== 'ar' || arabicOf) return;
  arabicOf = (await import('../../domain/messages/arabic')).arabicMessage;
}

/** A shared schema's message in the reader's language. */
export function localMessage(english: string): string;
export function localMessage(english: string | undefined): string | undefined;
export function localMessage(english: string | undefined): string | undefined {
  return english && arabicOf ? arabicOf(english) : english;
}
