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

/*
 * A maintenance request's cost charged to its tenant (server/services/maintenanceCharges.ts) is an
 * extra charge the server writes as 'Maintenance MR-2026-000001: Leaking tap' (cut at 200
 * characters, as every item's description). Readers of another language see the words around the
 * request's number and title in theirs (issue 31 item 5); the title stays as it was typed, and a
 * charge a landlord types by hand (anything not in this exact form) stays as typed.
 */
const MAINTENANCE_ITEM = /^Maintenance (MR-\d{4}-\d{6}): (.+)$/s;

/** The description the maintenance charge writes on the invoice. */
export const maintenanceChargeDescription = (requestNo: string, title: string) =>
  `Maintenance ${requestNo}: ${title}`.slice(0, 200);

/** The request number and title of a description the maintenance charge wrote, or undefined. */
export function generatedMaintenanceCharge(
  description: string,
): { requestNo: string; title: string } | undefined {
  const match = MAINTENANCE_ITEM.exec(description);
  return match ? { requestNo: match[1]!, title: match[2]! } : undefined;
}

/*
 * An opening balance brought in from a spreadsheet (issue 36 item 5) is an invoice whose one line
 * says 'Opening balance' unless the file gave its own words; readers of another language see the
 * generated words in theirs, a typed description as typed.
 */
export const OPENING_BALANCE_DESCRIPTION = 'Opening balance';

/** True for the line the opening balance import writes when the file gave no description. */
export const isOpeningBalance = (description: string) => description === OPENING_BALANCE_DESCRIPTION;
