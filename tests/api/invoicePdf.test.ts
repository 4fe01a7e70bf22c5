import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKwd } from '../../domain/money';
import { monthLabel } from '../../server/services/invoicing';
import { saveVendorSetting } from '../../server/services/vendorSettings';
import { dayOffset, issueInvoices, makeContract, makeTenant } from './billingFixtures';
import { get, post, tokensOf, type Who } from './contractFixtures';
import { createPaymentCall, paymentPayload } from './paymentFixtures';
import { databaseKinds, startTestApp } from './testApp';

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
