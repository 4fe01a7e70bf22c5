import { csvSafeRows } from '../../domain/csvCells';
import type { ProfitReport } from '../../domain/expenseRecord';
import { EXPENSE_CATEGORIES } from '../../domain/expenseSchemas';

/*
 * The profit per building's CSV (issue 36 item 2): one line per property and a total line, money
 * as plain 3-decimal numbers a spreadsheet sums, no cell a spreadsheet would run as a formula.
 */

const csvCell = (value: unknown): string => {
  const text = String(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function profitCsv(report: ProfitReport, totalLabel: string): string {
  const line = (name: string, r: ProfitReport['totals']) => ({
    Month: report.month,
    Property: name,
    'Invoiced (KWD)': r.invoiced,
    'Collected (KWD)': r.collected,
    'Other income (KWD)': r.other_income,
    ...Object.fromEntries(
      EXPENSE_CATEGORIES.map((c) => [`Expenses ${c} (KWD)`, r.by_category[c] ?? '0.000']),
    ),
    'Expenses (KWD)': r.expenses,
    'Net (KWD)': r.net,
  });
  const rows = csvSafeRows([
    ...report.rows.map((r) => line(r.property_name, r)),
    line(totalLabel, report.totals),
  ]);
  const header = Object.keys(line('', report.totals));
  return `${[header, ...rows.map((row) => Object.values(row))].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
