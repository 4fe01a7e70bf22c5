import { describe, expect, it } from 'vitest';
import { ARABIC, ENGLISH } from '../../domain/displayLocale';
import { visualRuns } from '../../server/pdf/bidiText';
import { chooseDocumentDisplay } from '../../server/pdf/documentReader';
import { ar } from '../../domain/messages/ar';
import { entriesOf, type Messages } from '../../domain/messages/catalogue';
import { en } from '../../domain/messages/en';
import { textIn } from '../../domain/messages/textIn';
import { methodIn, statusIn } from '../../server/pdf/documentText';

/** Every id of the documents' namespace in a catalogue, with its text. */
const pdfEntries = (messages: Messages) => entriesOf(messages).filter(([id]) => id.startsWith('pdf.'));

describe('PDF catalogues (issue 22 item 6; by id since issue 32 item 3)', () => {
  it('have the same keys in English and Arabic', () => {
    expect(
      pdfEntries(ar as Messages)
        .map(([id]) => id)
        .sort(),
    ).toEqual(
      pdfEntries(en)
        .map(([id]) => id)
        .sort(),
    );
  });

  it('keep the English texts the PDFs always printed', () => {
    expect(textIn('en', 'pdf.invoice.title')).toBe('INVOICE');
    expect(
      textIn('en', 'pdf.invoice.payFooter', {
        amount: '350.000 KWD',
        dueDate: '05-12-2026',
        invoiceNo: 'INV-2026-000001',
      }),
    ).toBe('Please pay 350.000 KWD by 05-12-2026 quoting INV-2026-000001.');
    expect(textIn('en', 'pdf.receipt.footer', { receiptNo: 'RCT-1', invoiceNo: 'INV-1' })).toBe(
      'Receipt RCT-1 for invoice INV-1. Thank you for your payment.',
    );
    expect(statusIn('en', 'PARTIALLY_PAID')).toBe('Partially paid');
    expect(methodIn('en', 'knet')).toBe('KNET');
  });

  it('write every Arabic text in Arabic', () => {
    for (const [id, template] of pdfEntries(ar as Messages)) {
      const value = template.replace(/%\{\w+\}/g, 'X');
      expect(value, id).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe('document language', () => {
  const ARABIC_INDIC = { locale: 'ar', digits: 'arab' } as const;
  it('is the reader’s Arabic, else the tenant’s language', () => {
    expect(chooseDocumentDisplay(ARABIC_INDIC, ENGLISH, ENGLISH)).toEqual(ARABIC_INDIC);
    expect(chooseDocumentDisplay(ENGLISH, ARABIC, ENGLISH)).toEqual(ARABIC);
    expect(chooseDocumentDisplay(undefined, ENGLISH, ARABIC_INDIC)).toEqual(ARABIC_INDIC);
    expect(chooseDocumentDisplay(ENGLISH, ENGLISH, ARABIC)).toEqual(ARABIC);
    expect(chooseDocumentDisplay(ENGLISH, ENGLISH, ENGLISH)).toEqual(ENGLISH);
  });
});

describe('bidi runs of a PDF line', () => {
  const drawn = (line: string, direction: 'ltr' | 'rtl') => visualRuns(line, direction).map((r) => r.text);

  it('puts an Arabic line’s words right to left and keeps numbers, dates and references left to right', () => {
    expect(drawn('يرجى دفع 350.000 د.ك قبل 05-12-2026 مع ذكر INV-2026-000001.', 'rtl')).toEqual([
      '.',
      'INV-2026-000001',
      'مع ذكر ',
      ' ',
      '05-12-2026',
      'ك قبل ',
      '.',
      'د',
      ' ',
      '350.000',
      'يرجى دفع ',
    ]);
  });

  it('draws an Arabic name inside an English line as one right-to-left run', () => {
    const runs = visualRuns('Tenant محمد العنزي 12.000 KWD', 'ltr');
    // As a browser shows it: a number after Arabic letters joins their right-to-left stretch.
    expect(runs.map((r) => r.text.trim()).filter(Boolean)).toEqual([
      'Tenant',
      '12.000',
      'محمد العنزي',
      'KWD',
    ]);
    const name = runs.find((r) => r.text.includes('محمد'));
    // Given to fontkit in logical order: it shapes the run and reverses it itself.
    expect(name).toEqual({ text: 'محمد العنزي ', level: 1, arabicFont: true });
  });

  it('leaves English text alone', () => {
    const runs = visualRuns('Invoice INV-2026-000001 · Paid', 'ltr');
    expect(runs.map((r) => r.text).join('')).toBe('Invoice INV-2026-000001 · Paid');
    expect(runs.every((r) => r.level % 2 === 0 && !r.arabicFont)).toBe(true);
  });
});
