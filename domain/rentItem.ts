/*
 * The invoice generator writes each rent item's description in English, 'Rent for November 2026'
 * (server/services/invoicing.ts); it is stored as written, like every item's. Readers of another
 * language see it in theirs: the PDF (server/pdf/invoicePdf.ts) and the panel's invoice pages
 * (resources/billing/useBillingLabels.ts) recognise it here and say it again in their words.
 */

const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']; // prettier-ignore

/** The month ('YYYY-MM') of a description the generator wrote, or undefined for any other text. */
export function generatedRentMonth(description: string): string | undefined {
  const rent = /^Rent for ([A-Za-z]+) (\d{4})$/.exec(description);
  const month = rent ? ENGLISH_MONTHS.indexOf(rent[1]!) + 1 : 0;
  return rent && month > 0 ? `${rent[2]}-${String(month).padStart(2, '0')}` : undefined;
}
