import englishMessages from 'ra-language-english';
import { en as domainEnglish } from '../../domain/messages/en';
import { mergeMessages, type Messages } from './messages';

/*
 * The panel's catalogues (issue 22), through ra-i18n-polyglot. Each part lives beside the screens
 * it translates: `messages.en.ts` and `messages.ar.ts` in a resource folder (resources/<name>/) or
 * in src/<folder>/, with react-admin's keys (`resources.<name>.name`, `.fields.<field>`, `.empty`)
 * and our own keys for our screens. The messages the server says (domain/messages/, issue 32
 * item 3) are merged in by their ids, so a screen says `translate('invoices.notFound')` and not a
 * copy of its own. English is bundled with the panel; the Arabic parts are fetched only when the
 * reader is Arabic, so an English reader downloads none of them.
 */
export const ENGLISH_PARTS = import.meta.glob<Messages>(
  ['../*/messages.en.ts', '../../resources/*/messages.en.ts'],
  {
    eager: true,
    import: 'default',
  },
);
export const ARABIC_PART_LOADERS = import.meta.glob<Messages>(
  ['../*/messages.ar.ts', '../../resources/*/messages.ar.ts'],
  {
    import: 'default',
  },
);

export const englishCatalogue: Messages = mergeMessages(
  englishMessages as unknown as Messages,
  domainEnglish,
  ...Object.values(ENGLISH_PARTS),
);

/** The Arabic catalogue: react-admin's own texts in Arabic (ra.ar.ts) and every part of ours. */
export async function loadArabicCatalogue(): Promise<Messages> {
  const [ra, domain, ...parts] = await Promise.all([
    import('./ra.ar').then((m) => m.default),
    // The resources' own areas are loaded by name (domain/contracts/messageArea.ts), then read.
    import('../../domain/messages/ar').then(async (m) => {
      await m.loadResourceArabic();
      return m.ar as Messages;
    }),
    ...Object.values(ARABIC_PART_LOADERS).map((load) => load()),
  ]);
  return mergeMessages(ra, domain, ...parts);
}
