import { describe, expect, it } from 'vitest';
import { messageKeys, type Messages } from '../../src/i18n/messages';
import {
  ARABIC_PART_LOADERS,
  ENGLISH_PARTS,
  englishCatalogue,
  loadArabicCatalogue,
} from '../../src/i18n/panelCatalogues';

/*
 * Issue 22: the panel's two catalogues hold the same keys. Each part (a folder's messages.en.ts
 * beside its messages.ar.ts) is compared on its own, so a failure names the folder; then the
 * whole English catalogue, react-admin's own texts included, against the whole Arabic one.
 */
const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('the panel’s catalogues', () => {
  it('has an Arabic part beside every English part, with the same keys', async () => {
    const englishFiles = Object.keys(ENGLISH_PARTS).map((file) => file.replace('.en.ts', ''));
    const arabicFiles = Object.keys(ARABIC_PART_LOADERS).map((file) => file.replace('.ar.ts', ''));
    expect(arabicFiles.sort()).toEqual(englishFiles.sort());
    for (const [file, load] of Object.entries(ARABIC_PART_LOADERS)) {
      const arabic = await load();
      const english = ENGLISH_PARTS[file.replace('.ar.ts', '.en.ts')]!;
      expect(messageKeys(arabic).sort(), file).toEqual(messageKeys(english).sort());
    }
  });

  it('translates every key of the English catalogue, react-admin’s included, into Arabic', async () => {
    const arabic = await loadArabicCatalogue();
    const englishKeys = messageKeys(englishCatalogue);
    const arabicKeys = new Set(messageKeys(arabic));
    expect(englishKeys.filter((key) => !arabicKeys.has(key))).toEqual([]);
    expect(messageKeys(arabic).filter((key) => !englishKeys.includes(key))).toEqual([]);
  });

  it('writes the Arabic catalogue in Arabic and keeps every placeholder', async () => {
    const arabic = await loadArabicCatalogue();
    const valueAt = (messages: Messages, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages) as string;
    const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    const problems: string[] = [];
    for (const key of messageKeys(englishCatalogue)) {
      const english = valueAt(englishCatalogue, key);
      const translated = valueAt(arabic, key);
      if (typeof translated !== 'string') continue; // reported by the test above
      if (JSON.stringify(placeholders(translated)) !== JSON.stringify(placeholders(english))) {
        problems.push(
          `${key}: placeholders ${placeholders(english).join(',')} → ${placeholders(translated).join(',')}`,
        );
      }
      // A text with letters is written in Arabic (names like 'KWD', 'IBAN' or a bare '%{n}' aside).
      if (/[A-Za-z]{2,}/.test(english.replace(/%\{\w+\}/g, '')) && !ARABIC_LETTER.test(translated)) {
        problems.push(`${key}: not Arabic: ${translated}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
