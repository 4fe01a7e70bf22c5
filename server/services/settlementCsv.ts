import type { SettlementBatch } from '../../domain/bankSettlementSchemas';
import { displayDate } from '../../domain/displayDates';
import { csvSafeRows } from '../../domain/csvCells';

/*
 * The settlement batches' CSV (issue 20 item 7): the columns a person reads, money as plain
 * 3-decimal numbers a spreadsheet sums, dates as the screens show them, and no cell a spreadsheet
 * would run as a formula (domain/csvCells.ts, the panel's guard too).
 */

export function settlementCsvRow(batch: SettlementBatch, withLandlord: boolean) {
  return {
    ...(withLandlord ? { Landlord: batch.landlord_name ?? '' } : {}),
    Reference: batch.reference,
    Gateway: batch.provider,
    'Deposit date': displayDate(batch.deposit_date),
    'Gross (KWD)': batch.gross,
    'Fees (KWD)': batch.fees,
    'Refunds (KWD)': batch.refunds,
    'Net (KWD)': batch.net,
    Payments: batch.item_count,
    Status: batch.reconciled ? 'Reconciled' : 'Flagged',
    'Difference (KWD)': batch.difference,
  };
}

/** RFC 4180: a cell with a comma, a quote or a line break is quoted, its quotes doubled. */
const csvCell = (value: unknown): string => {
  const text = String(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function settlementCsv(batches: SettlementBatch[], withLandlord: boolean): string {
  const rows = csvSafeRows(batches.map((b) => settlementCsvRow(b, withLandlord)));
  const header = Object.keys(settlementCsvRow({} as SettlementBatch, withLandlord));
  const lines = [header, ...rows.map((row) => Object.values(row))].map((cells) =>
    cells.map(csvCell).join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}
