import { asc, eq, inArray, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { StoredDocument } from '../../domain/documents';
import { money, moneyText } from '../../domain/money';
import { generateInvoices } from '../services/invoicing';
import { todayInKuwait } from '../services/occupancy';
import { recordPayment } from '../services/payments';
import { storeDocument } from '../storage/documents';
import type { Database } from './client';
import { invoices, payments, users } from './schema';
import type { FileStorage } from '../storage/fileStorage';

/*
 * The demo billing data (embedded default only, after the demo portfolio): the first landlord's
 * year of rent invoices, most paid, one partly paid, the latest ones unpaid or overdue, with
 * manual payments carrying bank slips and photos (one payment has five attachments, so the '+N'
 * popover shows); the second landlord's tenant has paid all but the current month. Everything
 * goes through the real generator and payment service, so the demo data obeys the same rules.
 */

const METHODS = ['bank_transfer', 'cash', 'cheque'] as const;

async function slipPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6', margin: 24, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.fontSize(14).text(title).moveDown(0.5).fontSize(9);
  for (const line of lines) doc.text(line);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 70 })
    .toBuffer();

async function store(storage: FileStorage, filename: string, data: Buffer, mimetype: string) {
  const result = await storeDocument(storage, { data, filename, mimetype });
  if (!result.ok) throw new Error(`demo attachment ${filename}: ${result.message}`);
  return result.document;
}

/** Days before `date` (YYYY-MM-DD), never after `latest`. */
function daysBefore(date: string, days: number, latest: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  const text = d.toISOString().slice(0, 10);
  return text < latest ? text : latest;
}

export async function seedDemoBilling(
  db: Database,
  storage: FileStorage,
  now = new Date(),
): Promise<boolean> {
  const demo = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['landlord@example.com', 'landlord2@example.com']));
  const landlordIds = ['landlord@example.com', 'landlord2@example.com']
    .map((email) => demo.find((u) => u.email === email)?.id)
    .filter((id): id is string => Boolean(id));
  if (landlordIds.length === 0) return false;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(invoices);
  if (count > 0) return false;

  const today = todayInKuwait(now.getTime());
  for (const landlordId of landlordIds) await generateInvoices(db, { today, landlordId });

  const slip = await store(
    storage,
    'bank-transfer-slip.pdf',
    await slipPdf('Bank transfer slip', ['National Bank of Kuwait', 'Rent transfer']),
    'application/pdf',
  );
  const cheque = await store(storage, 'cheque-front.jpg', await photo(214, 226, 240), 'image/jpeg');
  const extra = [
    await store(storage, 'cheque-back.jpg', await photo(236, 230, 214), 'image/jpeg'),
    await store(
      storage,
      'deposit-receipt.pdf',
      await slipPdf('Deposit receipt', ['Cash deposit']),
      'application/pdf',
    ),
    await store(
      storage,
      'tenant-letter.pdf',
      await slipPdf('Letter', ['Payment for the month']),
      'application/pdf',
    ),
  ];

  let seq = 0;
  for (const [landlordIndex, landlordId] of landlordIds.entries()) {
    const issued = await db
      .select()
      .from(invoices)
      .where(eq(invoices.landlordId, landlordId))
      .orderBy(asc(invoices.contractId), asc(invoices.period));
    const byContract = new Map<string, (typeof issued)[number][]>();
    for (const invoice of issued)
      byContract.set(invoice.contractId, [...(byContract.get(invoice.contractId) ?? []), invoice]);
    // Longest contracts first: index 1 is a contract with a full year behind it.
    const contractsByLength = [...byContract.values()].sort((a, b) => b.length - a.length);
    for (const [contractIndex, rows] of contractsByLength.entries()) {
      for (const [i, invoice] of rows.entries()) {
        const fromEnd = rows.length - 1 - i;
        if (fromEnd === 0) continue; // the current month: not paid yet
        // The first landlord's busiest contract has one month paid in part and one not at all.
        const partly = landlordIndex === 0 && contractIndex === 1 && fromEnd === 2;
        if (landlordIndex === 0 && contractIndex === 1 && fromEnd === 1) continue;
        seq += 1;
        const method = METHODS[seq % METHODS.length]!;
        const amount = partly ? moneyText(money(invoice.total).times(0.4)) : invoice.total;
        const depositDay = daysBefore(invoice.dueDate, seq % 4, today);
        const attachments: StoredDocument[] =
          method === 'cheque' ? [cheque] : method === 'bank_transfer' ? [slip] : [];
        if (landlordIndex === 0 && contractIndex === 1 && fromEnd === 3) attachments.push(slip, ...extra);
        await db.transaction(async (tx) => {
          const payment = await recordPayment(tx, {
            landlordId,
            invoiceId: invoice.id,
            fields: {
              amount,
              currency: 'KWD',
              method,
              depositReference: method === 'cash' ? null : `TRX-${depositDay.replaceAll('-', '')}-${seq}`,
              depositDate: `${depositDay}T07:30:00.000Z`,
              notes: partly ? 'Part payment; the tenant will settle the rest next week.' : null,
            },
            markAsPaid: false,
            attachments,
            actorId: landlordId,
            nowMs: now.getTime(),
          });
          // The list is newest first: date the record the day the money came in.
          await tx
            .update(payments)
            .set({ createdAt: new Date(`${depositDay}T07:30:00.000Z`) })
            .where(eq(payments.id, payment.id));
        });
      }
    }
  }
  return true;
}
