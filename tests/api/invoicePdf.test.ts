import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayDate } from '../../domain/displayDates';
import { ARABIC, ENGLISH } from '../../domain/displayLocale';
import { formatKwd, money, sumMoney } from '../../domain/money';
import { monthLabel } from '../../server/services/invoicing';
import { saveVendorSetting } from '../../server/services/vendorSettings';
import { get, post, tokensOf, type Who } from './contractFixtures';
import { browserReturns, payerDecides, startedCheckout } from './onlinePaymentFixtures';
import { createPaymentCall, paymentPayload } from './paymentFixtures';
import { popplerText } from './pdfText';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, makeTenant, monthStart } from '../support/make';

/** A money figure printed at the end of a line ('334.750 KWD', '334.750 د.ك'), as plain digits. */
const amountAtEnd = (line: string) => /([\d,]+\.\d{3}) ?(?:KWD|د\.ك)\s*$/.exec(line)?.[1]?.replace(/,/g, '');

/**
 * The text a PDF shows, read from its (uncompressed) content streams: every `[…] TJ` array's hex
 * strings decoded and joined, one line per text run. Enough to prove what a reader would see.
 */
function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const runs = source.match(/\[((?:<[0-9a-f]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/gi) ?? [];
  return runs
    .map((run) =>
      (run.match(/<([0-9a-f]*)>/gi) ?? [])
        .map((hex) => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

describe.each(databaseKinds())('invoice PDF (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const app = () => t.app;
  const pdf = (who: Who, id: string) => get(app(), tok[who], `/api/invoices/pdf/${id}`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('downloads a one-page invoice that shows its number, parties, period and money in KWD', async () => {
    const { contractId, landlordId } = await makeContract(app(), {
      rent: '1234.500',
      startDate: dayOffset(app(), 0),
    });
    const [invoice] = await issueInvoices(app(), landlordId, contractId);
    await saveVendorSetting(app().ctx.db, landlordId, { name: 'Al Salam Real Estate' });
    const charge = await post(app(), tok.landlord, '/api/invoice-items/create', {
      invoiceId: invoice!.id,
      description: 'Water and electricity',
      amount: '12.750',
    });
    expect(charge.statusCode, charge.body).toBe(200);

    const res = await pdf('landlord', invoice!.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice!.invoiceNo}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // One page.
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);

    const text = pdfText(res.rawPayload);
    expect(text).toContain(invoice!.invoiceNo);
    expect(text).toContain(formatKwd('1247.250'));
    expect(text).toContain('1,234.500 KWD');
    expect(text).toContain('12.750 KWD');
    expect(text).toContain('Water and electricity');
    expect(text).toContain('Al Salam Real Estate');
    expect(text).toContain(invoice!.tenantName);
    expect(text).toContain(invoice!.propertyName);
    expect(text).toContain(monthLabel(invoice!.period));
    expect(text).toMatch(/Unpaid/);
  });

  it('shows a write-off line with its amount, who and why when a short payment closed the invoice', async () => {
    const { contractId, landlordId } = await makeContract(app(), {
      rent: '450.000',
      startDate: dayOffset(app(), 0),
    });
    const [invoice] = await issueInvoices(app(), landlordId, contractId);
    const paid = await createPaymentCall(
      app(),
      tok.landlord,
      paymentPayload(invoice!.id, { amount: 400, mark_as_paid: true, write_off_reason: 'Agreed discount' }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const text = pdfText((await pdf('landlord', invoice!.id)).rawPayload);
    expect(text).toContain('Written off');
    expect(text).toContain('50.000 KWD');
    expect(text).toContain('Agreed discount');
    // Who wrote it off (the line may wrap at the hyphen of the name).
    expect(text).toContain('Khaled');
  });

  it('adds up after a refund and a write-off: payments, refunds, Paid as the invoice page’s, written off, balance', async () => {
    const { contractId, landlordId } = await makeContract(app(), {
      rent: '350.000',
      startDate: dayOffset(app(), 0),
      dueDay: 28,
    });
    const [invoice] = await issueInvoices(app(), landlordId, contractId);
    const id = invoice!.id;
    const first = await createPaymentCall(app(), tok.landlord, paymentPayload(id, { amount: 110.875 }));
    expect(first.statusCode, first.body).toBe(200);
    // The tenant pays the rest online (239.125); the landlord refunds part of it.
    const started = await startedCheckout(app(), tok.tenant, id);
    await payerDecides(app(), started.attempt_id);
    await browserReturns(app(), started.attempt_id);
    const refund = await app().inject({
      method: 'POST',
      url: `/api/online-payments/attempts/${started.attempt_id}/refund`,
      headers: bearer(tok.landlord),
      payload: { amount: '20.250', reason: 'Overcharged water' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // A last short payment marked as paid: the rest is written off.
    const closing = await createPaymentCall(
      app(),
      tok.landlord,
      paymentPayload(id, { amount: 5, mark_as_paid: true, write_off_reason: 'Agreed discount' }),
    );
    expect(closing.statusCode, closing.body).toBe(200);

    // What the invoice page shows.
    const detail = (await get(app(), tok.landlord, `/api/invoices/get/${id}`)).json<{
      data: {
        total: string;
        paidAmount: string;
        writtenOffAmount: string;
        balance: string;
        payments: { amount: string }[];
        refunds: { creditNoteNo: string; amount: string }[];
      };
    }>().data;
    expect(detail.payments.map((p) => p.amount)).toEqual(['110.875', '239.125', '5.000']);
    expect(detail.refunds.map((r) => r.amount)).toEqual(['20.250']);
    expect([detail.paidAmount, detail.writtenOffAmount, detail.balance]).toEqual([
      '334.750',
      '15.250',
      '0.000',
    ]);

    const res = await pdf('landlord', id);
    expect(res.statusCode).toBe(200);
    const lines = popplerText(res.rawPayload).split('\n');
    /** The amount of the totals row `label` ('Paid   334.750 KWD'). */
    const total = (label: string) => {
      const row = lines.filter((l) => new RegExp(`^\\s*${label}\\s{2,}[\\d,.]+ KWD\\s*$`).test(l));
      expect(row, `${label} in:\n${lines.join('\n')}`).toHaveLength(1);
      return amountAtEnd(row[0]!)!;
    };
    /** The amounts of a table under its heading, up to the next heading or the end. */
    const section = (heading: string, next?: string) => {
      const start = lines.findIndex((l) => l.trim() === heading);
      expect(start, `heading ${heading} in:\n${lines.join('\n')}`).toBeGreaterThan(0);
      const end = next ? lines.findIndex((l) => l.trim() === next) : lines.length;
      return lines.slice(start + 1, end).filter((l) => amountAtEnd(l) !== undefined);
    };
    const paymentRows = section('Payments', 'Refunds');
    const refundRows = section('Refunds');
    expect(paymentRows.map(amountAtEnd)).toEqual(detail.payments.map((p) => p.amount));
    expect(refundRows.map(amountAtEnd)).toEqual(['20.250']);
    expect(refundRows[0]).toContain(detail.refunds[0]!.creditNoteNo);
    expect(refundRows[0]).toContain('Overcharged water');

    expect(total('Total')).toBe('350.000');
    expect(total('Payments')).toBe(sumMoney(paymentRows.map((l) => amountAtEnd(l)!)));
    expect(total('Refunded')).toBe(sumMoney(refundRows.map((l) => amountAtEnd(l)!)));
    // Paid is what the screens call received: payments less refunds, the invoice page's figure.
    expect(total('Paid')).toBe(detail.paidAmount);
    expect(money(total('Payments')).minus(total('Refunded')).toFixed(3)).toBe(total('Paid'));
    expect(total('Written off')).toBe(detail.writtenOffAmount);
    expect(total('Balance')).toBe(detail.balance);
    expect(money(total('Paid')).plus(total('Written off')).plus(total('Balance')).toFixed(3)).toBe(
      total('Total'),
    );

    // The same lines for an Arabic reader.
    const arabic = popplerText(
      (
        await app().inject({
          method: 'GET',
          url: `/api/invoices/pdf/${id}`,
          headers: { ...bearer(tok.landlord), 'accept-language': 'ar' },
        })
      ).rawPayload,
    );
    for (const words of ['الدفعات', 'المبالغ المستردة', 'الإشعار الدائن', 'المسترد', 'المشطوب'])
      expect(arabic, words).toContain(words);
    expect(arabic).toContain(detail.refunds[0]!.creditNoteNo);
    const arabicLines = arabic.split('\n');
    const paidLine = arabicLines.find((l) => /^\s*[\d,.]+ ?د\.ك\s+المدفوع\s*$/.test(l));
    expect(paidLine?.replace(/ /g, ''), arabic).toContain(
      formatKwd(detail.paidAmount, ARABIC).replace(/ /g, ''),
    );
  });

  it('says an overdue invoice is overdue instead of asking to pay by a date already past', async () => {
    const { contractId, landlordId } = await makeContract(app(), {
      rent: '350.000',
      startDate: monthStart(app(), -1),
    });
    // Last month's invoice, due on the 5th of last month, not paid.
    const [late] = await issueInvoices(app(), landlordId, contractId);
    expect(late!.dueDate < dayOffset(app(), 0)).toBe(true);
    const due = displayDate(late!.dueDate, ENGLISH);

    const english = popplerText((await pdf('landlord', late!.id)).rawPayload);
    expect(english).toContain('Status: Overdue');
    expect(english).toContain(
      `Overdue: 350.000 KWD was due on ${due}. Please pay now quoting ${late!.invoiceNo}.`,
    );
    expect(english).not.toContain(`by ${due}`);

    const arabic = popplerText(
      (
        await app().inject({
          method: 'GET',
          url: `/api/invoices/pdf/${late!.id}`,
          headers: { ...bearer(tok.landlord), 'accept-language': 'ar' },
        })
      ).rawPayload,
    );
    const footer = arabic.split('\n').find((l) => l.includes(late!.invoiceNo) && l.includes('متأخرة'));
    expect(footer, arabic).toContain('يرجى الدفع الآن');
    expect(footer).toContain(displayDate(late!.dueDate, ARABIC));
    expect(arabic).not.toContain('في موعد أقصاه');
  });

  it('is downloaded by the invoice’s tenant and manager, and by no one outside its scope', async () => {
    const mine = await makeContract(app(), { startDate: dayOffset(app(), 0) });
    const [own] = await issueInvoices(app(), mine.landlordId, mine.contractId);
    const neighbour = await makeTenant(app(), 'landlord@example.com', 'Noura Al-Mutairi');
    const theirs = await makeContract(app(), { tenantId: neighbour, startDate: dayOffset(app(), 0) });
    const [other] = await issueInvoices(app(), theirs.landlordId, theirs.contractId);

    const tenantPdf = await pdf('tenant', own!.id);
    expect(tenantPdf.statusCode).toBe(200);
    expect(pdfText(tenantPdf.rawPayload)).toContain(formatKwd(own!.total));
    expect((await pdf('manager', own!.id)).statusCode).toBe(200);
    for (const [who, id] of [
      ['tenant', other!.id],
      ['landlord2', own!.id],
    ] as const) {
      const res = await pdf(who, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Invoice not found.' });
    }
  });
});
