import { describe, expect, it } from 'vitest';
import { ar, ARABIC_AREAS } from '../../domain/messages/ar';
import { entriesOf, type Messages } from '../../domain/messages/catalogue';
import { en, ENGLISH_AREAS, isReadByIdOnly } from '../../domain/messages/en';
import { arabicMessage } from '../../domain/messages/arabic';
import { messageIdOf } from '../../domain/messages/idOf';
import { text } from '../../domain/messages/text';
import { ENGLISH_PARTS } from '../../src/i18n/panelCatalogues';
import { LIMIT_MESSAGES } from '../../server/services/abuseLimits';
import { PLAN_FLEX_MESSAGES } from '../../domain/planFlexibility';

/*
 * Issue 32 item 3, "one catalogue entry per message id in each language": the server's messages
 * live once in domain/messages/, English and Arabic by the same ids, and the panel's catalogues
 * do not hold a second copy of one of them.
 */
const ids = (messages: Messages) => entriesOf(messages).map(([id]) => id);
const placeholders = (value: string) => [...value.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

/*
 * Panel keys that still say a domain message's English, and why they stay: the screen builds the
 * key from a value (`property.types.${type}`, a status, a category) or react-admin reads it by a
 * name of its own (a resource's name, a menu label), and the family's other members are the
 * panel's alone. Every table that maps a shared schema's English texts to keys reads the domain's
 * id instead of a copy (src/i18n/sharedMessageKey.ts), so its Arabic is the server's; the payment
 * methods and plan request kinds read paymentMethods.<method> and planRequestKinds.<kind>.
 */
const PANEL_KEYS_KEPT: Record<string, string> = {
  'dashboard.maintenance_status.': 'PortfolioCards.tsx builds the key from the status',
  'resources.mail-outbox.': 'react-admin’s resource name',
  'planFlexibility.move_times.': 'PlanAnswerForms.tsx builds the key from the move time',
  'property.types.': 'the property screens build the key from the type',
  'property.unit_statuses.': 'the property screens build the key from the status',
  'property.occupancy.': 'the property screens build the key from the occupancy',
  'reportedTickets.status.': 'the maintenance screens build the key from the status',
  'supportTickets.status.': 'the support screens build the key from the status',
  'supportTickets.category.': 'the support screens build the key from the category',
  'menu.contactMessages': 'a menu row says its own title (tests/unit/menuCatalogue.test.ts)',
  'menu.mailOutbox': 'a menu row says its own title (tests/unit/menuCatalogue.test.ts)',
};

describe('the message catalogues', () => {
  it('has the same ids in English and Arabic', () => {
    expect(ids(ar as Messages).sort()).toEqual(ids(en).sort());
  });

  it('keeps each namespace in one area file, so the merge hides none', () => {
    for (const areas of [ENGLISH_AREAS, ARABIC_AREAS]) {
      const seen = new Map<string, string>();
      for (const [area, part] of Object.entries(areas))
        for (const namespace of Object.keys(part)) {
          expect(seen.get(namespace), `${namespace} in ${area}`).toBeUndefined();
          seen.set(namespace, area);
        }
    }
  });

  it('writes every Arabic text in Arabic letters with the English text’s placeholders', () => {
    const english = new Map(entriesOf(en));
    // One check per message, named by its id, as the English-keyed table's test did.
    for (const [id, arabic] of entriesOf(ar as Messages)) {
      expect(placeholders(arabic), id).toEqual(placeholders(english.get(id) ?? ''));
      expect(/[\u0600-\u06FF]/.test(arabic), id).toBe(true);
    }
  });

  /** The messages that travel as answers (a document's words are read by id only: READ_BY_ID_ONLY). */
  const travelling = entriesOf(en).filter(([id]) => !isReadByIdOnly(id));

  it('says each English text under one id only', () => {
    const idsOf = new Map<string, string[]>();
    for (const [id, english] of travelling) idsOf.set(english, [...(idsOf.get(english) ?? []), id]);
    expect([...idsOf].filter(([, list]) => list.length > 1)).toEqual([]);
  });

  it('leaves no copy of a domain message in the panel’s catalogues but the ones listed with a reason', () => {
    const domainTexts = new Map(travelling.map(([id, english]) => [english, id]));
    const copies: string[] = [];
    for (const [file, part] of Object.entries(ENGLISH_PARTS))
      for (const [key, english] of entriesOf(part)) {
        const kept = Object.keys(PANEL_KEYS_KEPT).some((prefix) => key.startsWith(prefix));
        if (domainTexts.has(english) && !kept) copies.push(`${file} ${key} = ${domainTexts.get(english)}`);
      }
    expect(copies).toEqual([]);
  });

  it('fills a message’s values and refuses an unknown id', () => {
    expect(text('invoices.notFound')).toBe('Invoice not found.');
    expect(text('abuseLimits.login', { wait: '5 minutes' })).toBe(
      'Too many failed sign-in attempts. Please try again in 5 minutes.',
    );
    expect(LIMIT_MESSAGES.codeChecks('2 hours')).toBe('Too many wrong codes. Please try again in 2 hours.');
    expect(PLAN_FLEX_MESSAGES.decided('accepted')).toBe(
      'This request is already accepted: answer without a decision.',
    );
    expect(() => text('no.such' as never)).toThrow('No message no.such');
  });

  it('finds an English message’s id and values, and writes its Arabic with them', () => {
    expect(messageIdOf('Invoice not found.')).toEqual({ id: 'invoices.notFound', values: {} });
    expect(messageIdOf(text('managers.invited', { email: 'a@b.kw' }))).toEqual({
      id: 'managers.invited',
      values: { email: 'a@b.kw' },
    });
    expect(arabicMessage(text('managers.invited', { email: 'a@b.kw' }))).toBe(
      'أُضيف المدير. أُرسلت دعوة إلى a@b.kw.',
    );
    expect(arabicMessage('A sentence no catalogue holds.')).toBe('A sentence no catalogue holds.');
  });
});
