import { describe, expect, it } from 'vitest';
import { bootEnglish } from '../../src/i18n/bootCatalogue';
import { messageKeys, type Messages } from '../../src/i18n/messages';
import { englishCatalogue } from '../../src/i18n/panelCatalogues';

/*
 * Issue 37 item 4: the panel starts with a part of the English catalogue (src/i18n/bootCatalogue.ts)
 * and reads the whole one once it is fetched. The part must say every word as the whole does, or a
 * word would change under the reader's eyes when the rest arrives.
 */
const valueAt = (messages: Messages, key: string) =>
  key
    .split('.')
    .reduce<Messages | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages,
    );

describe('the English the panel starts with', () => {
  it('is a part of the whole catalogue, each key with the same words', () => {
    const keys = messageKeys(bootEnglish);
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) expect(valueAt(englishCatalogue, key), key).toBe(valueAt(bootEnglish, key));
  });

  it('holds the frame’s, the menu’s and the dashboard’s words', () => {
    for (const key of [
      'layout.main_menu',
      'menu.dashboard',
      'pages.dashboard',
      'dashboard.cards.occupancy',
      'ra.action.save',
      // The landlord's cards from other resources, and the owners' menu rows.
      'chequeRegister.dashboard.to_deposit',
      'expensesPanel.report.net_caption',
      'menu.owners',
      'menu.ownerStatements',
    ])
      expect(valueAt(bootEnglish, key), key).toBe(valueAt(englishCatalogue, key));
  });

  it('leaves out the other screens’ words (they come with the whole catalogue)', () => {
    const whole = messageKeys(englishCatalogue).length;
    expect(messageKeys(bootEnglish).length).toBeLessThan(whole / 2);
    expect(valueAt(bootEnglish, 'resources.invoices')).toBeUndefined();
  });

  it('takes of the resources whose cards or menu rows the dashboard draws only those words', () => {
    for (const key of [
      'chequeRegister.title',
      'expensesPanel.title',
      'ownersPanel.title',
      'ownerStatementsPanel.title',
    ]) {
      expect(valueAt(englishCatalogue, key), key).toBeTypeOf('string');
      expect(valueAt(bootEnglish, key), key).toBeUndefined();
    }
  });

  it('leaves out the subscription banner’s words: the banner waits for the whole catalogue', () => {
    expect(valueAt(englishCatalogue, 'subscription.banner.pay_now')).toBe('Pay now');
    expect(valueAt(bootEnglish, 'subscription.banner.pay_now')).toBeUndefined();
  });
});
