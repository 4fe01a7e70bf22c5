import { describe, expect, it } from 'vitest';
import { lookUp, type Messages } from '../../domain/messages/catalogue';
import { MANUAL_PAYMENT_MESSAGES } from '../../domain/manualPaymentSchemas';
import { PARTIAL_PAYMENT_MESSAGES } from '../../domain/partialPayments';
import { englishCatalogue, loadArabicCatalogue } from '../../src/i18n/panelCatalogues';
import { sharedMessageKey } from '../../src/i18n/sharedMessageKey';

/*
 * Issue 32 item 3: a panel copy of a domain message that said the same in English and Arabic is
 * gone; the screen that mapped the message to its own key reads the domain's id instead, and an
 * Arabic reader reads the server's own words for it. A key the panel builds from a value (a status)
 * is the panel's own and stays.
 */
describe('the key a screen translates a shared message by', () => {
  it('is the domain id where the panel’s copy said the same, with the same Arabic', async () => {
    const key = sharedMessageKey('payments.messages.amountRequired', MANUAL_PAYMENT_MESSAGES.amountRequired);
    expect(key).toBe('manualPayments.amountRequired');
    expect(lookUp(englishCatalogue, key)).toBe('Amount is required');
    const arabic: Messages = await loadArabicCatalogue();
    expect(lookUp(arabic, 'payments.messages.amountRequired')).toBeUndefined();
    expect(lookUp(arabic, key)).toMatch(/[\u0600-\u06FF]/);
    expect(lookUp(arabic, 'bankSettlements.bankRequired')).toBe('أدخل اسم البنك.');
  });

  it('is the domain id for every table of shared texts, the partial payment dialog’s too', async () => {
    const key = sharedMessageKey(
      'onlinePayments.pay_dialog.errors.full_only',
      PARTIAL_PAYMENT_MESSAGES.fullOnly,
    );
    expect(key).toBe('partialPayments.fullOnly');
    const arabic: Messages = await loadArabicCatalogue();
    expect(lookUp(arabic, 'onlinePayments.pay_dialog.errors.full_only')).toBeUndefined();
    expect(lookUp(arabic, key)).toMatch(/[\u0600-\u06FF]/);
  });

  it('stays the panel’s own key where the panel holds one (a status it builds the key of)', () => {
    expect(sharedMessageKey('reportedTickets.status.IN_PROGRESS', 'In progress')).toBe(
      'reportedTickets.status.IN_PROGRESS',
    );
  });

  it('leaves a text the domain does not hold under the panel key', () => {
    expect(sharedMessageKey('payments.messages.nothing', 'A sentence no catalogue holds.')).toBe(
      'payments.messages.nothing',
    );
  });
});
