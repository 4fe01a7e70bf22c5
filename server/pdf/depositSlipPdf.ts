import type { ChequeRecord } from '../../domain/chequeRecord';
import { displayDate } from '../../domain/displayDates';
import type { DisplayLocale } from '../../domain/displayLocale';
import { ar } from '../../domain/messages/ar';
import { fill, lookUp, type Messages, type Values } from '../../domain/messages/catalogue';
import { text, type MessageId } from '../../domain/messages/text';
import type { DocumentIssuer } from './invoicePdf';
import { createPdf, footer, header, keyValueRows, kwd, pdfBytes, table, totals } from './pdfLayout';

/*
 * The deposit slip of a batch of cheques (issue 34 item 2), one A4 page in the layout of the
 * invoices (pdfLayout.ts): the landlord on top, the deposit's date, account and count, one row per
 * cheque (number, bank, drawer, date, amount) and the total to the fils. Its words are the
 * catalogue's `cheques.slip.*` (domain/messages/{en,ar}/cheques.ts), in the reader's language.
 */

export interface DepositSlip {
  createdAt: string;
  depositAccount: string | null;
  note: string | null;
  total: string;
  cheques: ChequeRecord[];
}

type SlipKey = 'title' | 'documentTitle' | 'depositDate' | 'account' | 'note' | 'count' | 'chequeNo'
  | 'bank' | 'drawer' | 'dueDate' | 'amount' | 'total' | 'footer'; // prettier-ignore

/** A slip word in the reader's language. */
const wordsIn = (display: DisplayLocale) => (key: SlipKey, values?: Values) => {
  const id = `cheques.slip.${key}` as MessageId;
  if (display.locale !== 'ar') return text(id, values);
  return fill(lookUp(ar as Messages, id) ?? text(id), values);
};

export function renderDepositSlipPdf(
  slip: DepositSlip,
  issuer: DocumentIssuer,
  display: DisplayLocale,
): Promise<Buffer> {
  const w = wordsIn(display);
  const date = displayDate(slip.createdAt, display);
  const money = (amount: string) => kwd(amount, display);
  const doc = createPdf({ title: w('documentTitle', { date }), author: issuer.name, display });
  header(doc, {
    issuer: issuer.name,
    issuerLines: issuer.address.split('\n'),
    title: w('title'),
    titleLines: [date],
  });
  keyValueRows(doc, [
    [w('depositDate'), date],
    [w('account'), slip.depositAccount ?? '-'],
    [w('count'), String(slip.cheques.length)],
    [w('note'), slip.note ?? '-'],
  ]);
  table(
    doc,
    [
      { header: w('chequeNo'), share: 0.16 },
      { header: w('bank'), share: 0.2 },
      { header: w('drawer'), share: 0.28 },
      { header: w('dueDate'), share: 0.16 },
      { header: w('amount'), share: 0.2, align: 'right' },
    ],
    slip.cheques.map((c) => [
      c.cheque_no,
      c.bank,
      c.drawer_name,
      displayDate(c.due_date, display),
      money(c.amount),
    ]),
  );
  totals(doc, [[w('total'), money(slip.total)]]);
  footer(doc, w('footer', { count: slip.cheques.length, total: money(slip.total) }));
  return pdfBytes(doc);
}
