import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/*
 * react-admin's 404 page adds its own full stop after this message, which ended in one already
 * ("…a bad link.."); ours ends without one and says what to do next.
 */
const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    message: {
      ...englishMessages.ra.message,
      not_found: 'This page does not exist. Check the address, or choose a screen from the menu',
    },
  },
};

/** English first (spec: Arabic/RTL next); missing keys fall back to the key's text. */
export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
