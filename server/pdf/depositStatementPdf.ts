import type { DepositDetail } from '../../domain/depositRecord';
import { sumMoney } from '../../domain/money';
import { fill, lookUp, type Messages, type Values } from '../../domain/messages/catalogue';
import { ar } from '../../domain/messages/ar';
import { en } from '../../domain/messages/en';
import { ENGLISH_READER, type DocumentReader } from './documentReader';
import { documentWords, type DocumentIssuer } from './invoicePdf';
import { createPdf, footer, header, keyValueRows, pdfBytes, sectionTitle, table, totals } from './pdfLayout';

/*
 * The move-out settlement statement of a security deposit (issue 34 item 3) as a one-page A4 PDF in
 * the invoice's layout: the deposit agreed and received, each deduction with its reason, the rent
 * arrears still owed on the contract (for information: they are settled on the invoices, or kept
 * as a deduction), what was refunded and the refund still due. Its words are the catalogue's
 * `deposits.statement.*` and `deposits.reasons.*`, in the reader's language (documentReader.ts).
 */

/** A message of the deposits area in the reader's language, by id. */
const wordsIn = (locale: 'en' | 'ar') => (id: string, values?: Values) => {
  const catalogue = (locale === 'ar' ? ar : en) as unknown as Messages;
  return fill(
    lookUp(catalogue, `deposits.${id}`) ?? lookUp(en as unknown as Messages, `deposits.${id}`) ?? id,
    values,
  );
};

export function renderDepositStatementPdf(
  deposit: DepositDetail,
  issuer: DocumentIssuer,
  reader: DocumentReader = ENGLISH_READER,
  today: string,
): Promise<Buffer> {
  const words = documentWords(reader);
  const { date, money } = words;
  const w = wordsIn(reader.display.locale === 'ar' ? 'ar' : 'en');
  const s = (id: string, values?: Values) => w(`statement.${id}`, values);
  const reference = `${deposit.unit_no} · ${deposit.start_date}`;
  const doc = createPdf({
    title: s('documentTitle', { contract: reference }),
    author: issuer.name,
    display: reader.display,
  });
  header(doc, {
    issuer: issuer.name,
    issuerLines: issuer.address.split('\n'),
    title: s('title'),
    titleLines: [s('date', { date: date(today) })],
  });
  keyValueRows(doc, [
    [s('tenant'), words.tenant(deposit.tenant_name)],
    [s('property'), `${words.property(deposit.property_name)} / ${deposit.unit_no}`],
    [s('period'), `${date(deposit.start_date)} – ${date(deposit.end_date)}`],
    [s('agreed'), money(deposit.agreed)],
  ]);
  doc.moveDown(1);
  sectionTitle(doc, s('deductions'));
  const deductions = deposit.entries.filter((e) => e.kind === 'deduction');
  if (deductions.length === 0) keyValueRows(doc, [[s('noDeductions'), '']]);
  else
    table(
      doc,
      [
        { header: s('dateColumn'), share: 0.18 },
        { header: s('reasonColumn'), share: 0.27 },
        { header: s('noteColumn'), share: 0.35 },
        { header: s('amountColumn'), share: 0.2, align: 'right' },
      ],
      deductions.map((e) => [
        date(e.date),
        w(`reasons.${e.reason ?? 'other'}`),
        e.note ?? '',
        money(e.amount),
      ]),
    );
  doc.moveDown(1);
  totals(doc, [
    [s('received'), money(deposit.received)],
    [s('deductionTotal'), money(sumMoney(deductions.map((e) => e.amount)))],
    [s('refunded'), money(deposit.refunded)],
    [s('arrears'), money(deposit.arrears)],
    [s('refundDue'), money(deposit.held)],
  ]);
  footer(doc, s('footer'));
  return pdfBytes(doc);
}
