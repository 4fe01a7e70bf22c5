import type { ProfitReport } from '../../domain/expenseRecord';
import { EXPENSE_CATEGORIES } from '../../domain/expenseSchemas';
import { fill, lookUp, type Messages, type Values } from '../../domain/messages/catalogue';
import { ar } from '../../domain/messages/ar';
import { en } from '../../domain/messages/en';
import type { DisplayLocale } from '../../domain/displayLocale';
import { createPdf, footer, header, kwd, pdfBytes, sectionTitle, table, totals } from './pdfLayout';

/*
 * Profit per building for a month (issue 36 item 2) as an A4 PDF in the invoice's layout: one row
 * per property (invoiced, collected, other income, expenses, net), the month's expenses by category
 * and the totals. Words are the catalogue's `expenses.report.*` and `expenses.categories.*`, in the
 * reader's language.
 */

const wordsIn = (locale: 'en' | 'ar') => (id: string, values?: Values) => {
  const catalogue = (locale === 'ar' ? ar : en) as unknown as Messages;
  return fill(
    lookUp(catalogue, `expenses.${id}`) ?? lookUp(en as unknown as Messages, `expenses.${id}`) ?? id,
    values,
  );
};

export function renderProfitReportPdf(
  report: ProfitReport,
  issuer: { name: string; address: string },
  display: DisplayLocale,
): Promise<Buffer> {
  const w = wordsIn(display.locale === 'ar' ? 'ar' : 'en');
  const r = (id: string, values?: Values) => w(`report.${id}`, values);
  const money = (amount: string) => kwd(amount, display);
  const doc = createPdf({ title: r('documentTitle', { month: report.month }), author: issuer.name, display });
  header(doc, {
    issuer: issuer.name,
    issuerLines: issuer.address.split('\n'),
    title: r('title'),
    titleLines: [r('month', { month: report.month })],
  });
  table(
    doc,
    [
      { header: r('property'), share: 0.28 },
      { header: r('invoiced'), share: 0.15, align: 'right' },
      { header: r('collected'), share: 0.15, align: 'right' },
      { header: r('otherIncome'), share: 0.12, align: 'right' },
      { header: r('expenses'), share: 0.15, align: 'right' },
      { header: r('net'), share: 0.15, align: 'right' },
    ],
    report.rows.map((row) => [
      row.property_name,
      money(row.invoiced),
      money(row.collected),
      money(row.other_income),
      money(row.expenses),
      money(row.net),
    ]),
  );
  doc.moveDown(1);
  sectionTitle(doc, r('expenses'));
  table(
    doc,
    [
      { header: r('expenses'), share: 0.6 },
      { header: r('total'), share: 0.4, align: 'right' },
    ],
    EXPENSE_CATEGORIES.map((c) => [w(`categories.${c}`), money(report.totals.by_category[c] ?? '0')]),
  );
  doc.moveDown(1);
  totals(doc, [
    [r('invoiced'), money(report.totals.invoiced)],
    [r('collected'), money(report.totals.collected)],
    [r('otherIncome'), money(report.totals.other_income)],
    [r('expenses'), money(report.totals.expenses)],
    [r('net'), money(report.totals.net)],
  ]);
  footer(doc, r('title'));
  return pdfBytes(doc);
}
