import type { Messages } from '../messages/catalogue';

/**
 * A resource's own server messages (issue 32 item 3), named on its registry line (./index.ts)
 * beside its permission blocks: `messageArea('cheques', chequesEnglish)`, for the area files
 * `domain/messages/en/resources/cheques.ts` and `ar/resources/cheques.ts` (each Arabic file typed against its English
 * twin). The catalogues gather every line's areas, so a new resource with messages of its own
 * edits no catalogue file: domain/messages/en.ts spreads the English named here, and ar.ts loads
 * `ar/resources/<file>.ts` for each area.
 *
 * The Arabic is loaded by its file's name, not imported here: the panel bundles English and fetches
 * Arabic only for an Arabic reader (src/i18n/panelCatalogues.ts), and a static import in the
 * registry, which every panel reads, would put every resource's Arabic in an English reader's
 * first download.
 */
export interface MessageArea<En extends Messages = Messages> {
  kind: 'messages';
  /** The area files' name in domain/messages/en/resources/ and ar/resources/. */
  file: string;
  en: En;
  /**
   * The parts of its namespaces that are a document's words, read by id only (a PDF's or a mail's;
   * READ_BY_ID_ONLY in domain/messages/en.ts says why they are kept apart).
   */
  readByIdOnly: readonly string[];
}

/** An area from its file's name and its English module, as imported. */
export const messageArea = <En extends Messages>(
  file: string,
  en: En,
  readByIdOnly: readonly string[] = [],
): MessageArea<En> => ({ kind: 'messages', file, en, readByIdOnly });
