import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * domain/invoiceMoney.ts's definitions as SQL over an invoices row, so every list, report and
 * kept total reads expected, received, written off and pending the same way (issue 16 item 1).
 * `i` is a Drizzle table (invoices) or the alias of a raw query's invoices row.
 */
type InvoiceMoneyColumns =
  { total: AnyPgColumn; paidAmount: AnyPgColumn; writtenOffAmount: AnyPgColumn } | string;

const columns = (i: InvoiceMoneyColumns) =>
  typeof i === 'string'
    ? {
        total: sql.raw(`${i}.total`),
        paid: sql.raw(`${i}.paid_amount`),
        writtenOff: sql.raw(`${i}.written_off_amount`),
      }
    : { total: sql`${i.total}`, paid: sql`${i.paidAmount}`, writtenOff: sql`${i.writtenOffAmount}` };

/** What is still owed: expected - received - written off. */
export const pendingSql = (i: InvoiceMoneyColumns): SQL => {
  const c = columns(i);
  return sql`(${c.total} - ${c.paid} - ${c.writtenOff})`;
};
