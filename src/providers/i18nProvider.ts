import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { englishCatalogue } from '../i18n/panelCatalogues';

/*
 * The panel's own provider is src/i18n/panelI18n.ts (it starts with a part of the English
 * catalogue); the names below stay for the tests that render a screen with the whole catalogue.
 * The panel's modules import src/i18n/panelI18n.ts, not this file, which holds every English part.
 */
export { panelI18nProvider, preloadPanelCatalogue } from '../i18n/panelI18n';

/** For tests that render a screen inside <AdminContext>: the English panel catalogue. */
export const i18nProvider: I18nProvider = polyglotI18nProvider(() => englishCatalogue as never, 'en', [], {
  allowMissing: true,
});
