import type { StatementRecord } from '../../domain/ownerRecord';
import { fill, lookUp, type Messages, type Values } from '../../domain/messages/catalogue';
import { ar } from '../../domain/messages/ar';
import { en } from '../../domain/messages/en';
import { localDigits, type DisplayLocale } from '../../domain/displayLocale';
import { createPdf, footer, header, kwd, pdfBytes, sectionTitle, table, totals } from './pdfLayout';

/*
 * An owner statement (issue 36 item 3) as an A4 PDF in the invoice's layout: per property the
 * owner's share and its part of collected, expenses and the management fee (the whole property's
 * figures beside them), then opening balance, the month's totals, payouts and closing balance.
 * Words are the catalogue's `owners.statement.*`, in the chosen language.
 */

const wordsIn = (locale: 'en' | 'ar') => (id: string, values?: Values) => {
  const catalogue = (locale === 'ar' ? ar : en) as unknown as Messages;
  return fill(
    lookUp(catalogue, `owners.statement.${id}`) ??
      lookUp(en as unknown as Messages, `owners.statement.${id}`) ??
      id,
    values,
  );
};

export function renderOwnerStatementPdf(
  statement: StatementRecord,
  issuer: { name: string; address: string },
  display: DisplayLocale,
): Promise<Buffer> {
  const w = wordsIn(display.locale === 'ar' ? 'ar' : 'en');
  const money = (amount: string) => kwd(amount, display);
  const month = localDigits(statement.month, display);
  const doc = createPdf({ title: w('documentTitle', { month }), author: issuer.name, display });
  header(doc, {
    issuer: issuer.name,
    issuerLines: issuer.address.split('\n'),
    title: w('title'),
    titleLines: [w('owner', { name: statement.owner_name }), w('month', { month })],
  });
  sectionTitle(doc, w('yourShare'));
  table(
    doc,
    [
      { header: w('property'), share: 0.31 },
      { header: w('share'), share: 0.12, align: 'right' },
      { header: w('collected'), share: 0.19, align: 'right' },
      { header: w('expenses'), share: 0.19, align: 'right' },
      { header: w('fee'), share: 0.19, align: 'right' },
    ],
    statement.lines.map((line) => [
      line.property_name,
      `${localDigits(line.share, display)}%`,
      money(line.owner_collected),
      money(line.owner_expenses),
      money(line.owner_fee),
    ]),
  );
  doc.moveDown(1);
  sectionTitle(doc, w('whole'));
  table(
    doc,
    [
      { header: w('property'), share: 0.43 },
      { header: w('collected'), share: 0.19, align: 'right' },
      { header: w('expenses'), share: 0.19, align: 'right' },
      { header: w('fee'), share: 0.19, align: 'right' },
    ],
    statement.lines.map((line) => [
      line.property_name,
      money(line.collected),
      money(line.expenses),
      money(line.fee),
    ]),
  );
  doc.moveDown(1);
  totals(doc, [
    [w('opening'), money(statement.opening)],
    [w('collected'), money(statement.collected)],
    [w('expenses'), money(statement.expenses)],
    [w('fee'), money(statement.fee)],
    [w('payouts'), money(statement.payouts)],
    [w('closing'), money(statement.closing)],
  ]);
  footer(doc, w('title'));
  return pdfBytes(doc);
}
