import { BOOT_DISPLAY } from './bootLocale';

/*
 * The messages a form checks before sending come from the shared schemas in domain/, in the
 * spec's English. An Arabic reader sees their Arabic counterparts (domain/i18n/), the same ones
 * the server answers with; the table is fetched only for Arabic readers, with the catalogue.
 */
let arabicOf: ((english: string) => string) | undefined;

export async function preloadLocalMessages(): Promise<void> {
  if (BOOT_DISPLAY.locale !== 'ar' || arabicOf) return;
  const [{ arabicMessage }, { loadResourceArabic }] = await Promise.all([
    import('../../domain/messages/arabic'),
    import('../../domain/messages/ar'),
  ]);
  // The resources' own areas are loaded by name (domain/contracts/messageArea.ts) before any is read.
  await loadResourceArabic();
  arabicOf = arabicMessage;
}

/** A shared schema's message in the reader's language. */
export function localMessage(english: string): string;
export function localMessage(english: string | undefined): string | undefined;
export function localMessage(english: string | undefined): string | undefined {
  return english && arabicOf ? arabicOf(english) : english;
}
