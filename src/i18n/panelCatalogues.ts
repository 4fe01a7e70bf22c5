import englishMessages from 'ra-language-english';
import { en as domainEnglish } from '../../domain/messages/en';
import { mergeMessages, type Messages } from './messages';

// The Arabic parts, where the panel fetches them from (an Arabic reader fetches no English part).
export { ARABIC_PART_LOADERS, loadArabicCatalogue } from './arabicCatalogue';

/*
 * The panel's catalogues (issue 22), through ra-i18n-polyglot. Each part lives beside the screens
 * it translates: `messages.en.ts` and `messages.ar.ts` in a resource folder (resources/<name>/) or
 * in src/<folder>/, with react-admin's keys (`resources.<name>.name`, `.fields.<field>`, `.empty`)
 * and our own keys for our screens. The messages the server says (domain/messages/, issue 32
 * item 3) are merged in by their ids, so a screen says `translate('invoices.notFound')` and not a
 * copy of its own. This module is the whole English catalogue: the panel starts with a part of it
 * (./bootCatalogue.ts) and fetches this module while the dashboard is idle, before any other screen
 * first paints (./panelI18n.ts). The Arabic parts are fetched only when the reader is Arabic
 * (./arabicCatalogue.ts), so an English reader downloads none of them.
 */
export const ENGLISH_PARTS = import.meta.glob<Messages>(
  ['../*/messages.en.ts', '../../resources/*/messages.en.ts'],
  {
    eager: true,
    import: 'default',
  },
);
export const englishCatalogue: Messages = mergeMessages(
  englishMessages as unknown as Messages,
  domainEnglish,
  ...Object.values(ENGLISH_PARTS),
);
