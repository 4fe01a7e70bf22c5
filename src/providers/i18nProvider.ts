import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { LOCALE_NAMES, type Locale } from '../../domain/displayLocale';
import { BOOT_DISPLAY } from '../i18n/bootLocale';
import type { Messages } from '../i18n/messages';
import { englishCatalogue, loadArabicCatalogue } from '../i18n/panelCatalogues';
import { preloadLocalMessages } from '../i18n/localMessage';

let arabic: Messages | undefined;

/**
 * Fetches the Arabic catalogue when this visit is in Arabic; PanelRoot awaits it beside the
 * panel's own chunk, because ra-i18n-polyglot needs the first locale's messages synchronously.
 */
export async function preloadPanelCatalogue(): Promise<void> {
  if (BOOT_DISPLAY.locale !== 'ar') return;
  const [catalogue] = await Promise.all([arabic ?? loadArabicCatalogue(), preloadLocalMessages()]);
  arabic = catalogue;
}

function messagesFor(locale: string): Messages | Promise<Messages> {
  if (locale !== 'ar') return englishCatalogue;
  return arabic ?? loadArabicCatalogue().then((loaded) => (arabic = loaded));
}

let provider: I18nProvider | undefined;

/** The panel's i18nProvider, made once the first catalogue is here (preloadPanelCatalogue). */
export function panelI18nProvider(): I18nProvider {
  provider ??= polyglotI18nProvider(
    messagesFor as unknown as Parameters<typeof polyglotI18nProvider>[0],
    BOOT_DISPLAY.locale,
    (Object.keys(LOCALE_NAMES) as Locale[]).map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
    // A key missing from a catalogue shows the key: the parity test keeps that from shipping.
    { allowMissing: true },
  );
  return provider;
}

/** For tests that render a screen inside <AdminContext>: the English panel catalogue. */
export const i18nProvider: I18nProvider = polyglotI18nProvider(() => englishCatalogue as never, 'en', [], {
  allowMissing: true,
});
