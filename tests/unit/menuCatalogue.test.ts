import { describe, expect, it } from 'vitest';
import { englishCatalogue, loadArabicCatalogue } from '../../src/i18n/panelCatalogues';
import { panelRegistry } from '../../src/registry/panelRegistry';

/*
 * Issue 32 item 3: no English sentence is a message key. Each menu row is shown from its message
 * id (`menu.<key>`), in English the spec's title word for word and in Arabic its own words; a row
 * whose Arabic is missing would show the English title (or the bare key) to an Arabic reader.
 */
const rows = panelRegistry.menuRules.flatMap((rule) => [rule, ...(rule.items ?? [])]);

describe('the menu catalogue', () => {
  it('has one id per row, named after no English sentence', () => {
    const keys = rows.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it("says each row in English as the spec's title", () => {
    const menu = englishCatalogue.menu as Record<string, string>;
    for (const row of rows) expect(menu[row.key], row.title).toBe(row.title);
  });

  it('says each row in Arabic words', async () => {
    const menu = (await loadArabicCatalogue()).menu as Record<string, string>;
    for (const row of rows) expect(menu[row.key], row.title).toMatch(/^[\u0600-\u06FF ]+$/);
  });
});
