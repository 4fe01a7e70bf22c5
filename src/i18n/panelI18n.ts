import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { LOCALE_NAMES, type Locale } from '../../domain/displayLocale';
import { BOOT_DISPLAY } from './bootLocale';
import { bootEnglish } from './bootCatalogue';
import { preloadLocalMessages } from './localMessage';
import type { Messages } from './messages';

/*
 * The panel's i18nProvider (issue 22) and when its catalogue is whole (issue 37 item 4). An English
 * reader starts with the part the frame and the dashboard need (./bootCatalogue.ts); the whole
 * English catalogue (./panelCatalogues.ts) is a chunk of its own, fetched while the dashboard is
 * idle or at the latest beside the first other screen's code: every screen declared with
 * lazyScreen waits for it before its first paint (src/registry/lazyScreen.ts). An Arabic reader's
 * whole catalogue is fetched beside the panel's chunk, before anything is drawn (PanelRoot).
 */

let arabic: Messages | undefined;
let wholeEnglish: Messages | undefined;
let englishLoading: Promise<Messages> | undefined;

const loadArabic = () =>
  import('./arabicCatalogue').then((m) => m.loadArabicCatalogue()).then((loaded) => (arabic = loaded));

const loadWholeEnglish = () =>
  (englishLoading ??= import('./panelCatalogues').then(
    (m) => (wholeEnglish = m.englishCatalogue),
    (error: unknown) => {
      // A failed fetch (offline for a moment) is tried again on the next ask.
      englishLoading = undefined;
      throw error;
    },
  ));

/**
 * Fetches the Arabic catalogue when this visit is in Arabic; PanelRoot awaits it beside the
 * panel's own chunk, because ra-i18n-polyglot needs the first locale's messages synchronously.
 */
export async function preloadPanelCatalogue(): Promise<void> {
  if (BOOT_DISPLAY.locale !== 'ar') return;
  await Promise.all([arabic ?? loadArabic(), preloadLocalMessages()]);
}

let provider: I18nProvider | undefined;

/** The first call (ra-i18n-polyglot's own, when it is made) must be answered synchronously. */
function messagesFor(locale: string): Messages | Promise<Messages> {
  if (locale === 'ar') return arabic ?? loadArabic();
  if (wholeEnglish) return wholeEnglish;
  return provider ? loadWholeEnglish() : bootEnglish;
}

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

/**
 * Resolves once the reader's whole catalogue is in the provider: at once in Arabic (fetched whole
 * before the panel showed) or once the whole English is here. The provider then reads from it:
 * ra-i18n-polyglot takes a locale's messages anew when asked to change to it.
 */
export function whenCatalogueWhole(): Promise<void> {
  const current = provider?.getLocale() ?? BOOT_DISPLAY.locale;
  if (current === 'ar' || wholeEnglish) return Promise.resolve();
  return loadWholeEnglish().then(async () => {
    const now = panelI18nProvider();
    if (now.getLocale() !== 'ar') await now.changeLocale(now.getLocale());
  });
}
