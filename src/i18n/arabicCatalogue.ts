import { mergeMessages, type Messages } from './messages';

/** Every Arabic part of the panel's catalogue (a folder's messages.ar.ts), each fetched when asked for. */
export const ARABIC_PART_LOADERS = import.meta.glob<Messages>(
  ['../*/messages.ar.ts', '../../resources/*/messages.ar.ts'],
  {
    import: 'default',
  },
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
