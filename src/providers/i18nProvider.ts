import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/** English first (spec: Arabic/RTL next); missing keys fall back to the key's text. */
export const i18nProvider = polyglotI18nProvider(
  () => englishMessages,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);
