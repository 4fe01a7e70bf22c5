import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensOf, type Who } from './contractFixtures';
import { DOCX, PDF, XLSX, png } from './documentFixtures';
import {
  createPayment,
  createPaymentCall,
  moneyOf,
  paymentPayload,
  unpaidInvoice,
  updatePayload,
  updatePaymentCall,
  type InvoiceRow,
} from './paymentFixtures';
import { databaseKinds, startTestApp } from './testApp';

/** Spec section 5, add and update manual payment: every message, as the API answers it. */
const CASES: { name: string; field: string; value: unknown; msg: string }[] = [
  { name: 'missing amount', field: 'amount', value: undefined, msg: 'Amount is required' },
  { name: 'blank amount', field: 'amount', value: '  ', msg: 'Amount is required' },
  {
    name: 'four decimals',
    field: 'amount',
    value: '100.0001',
    msg: 'Use up to 3 decimal places (e.g., 100.000)',
  },
  { name: 'letters', field: 'amount', value: '12abc', msg: 'Use up to 3 decimal places (e.g., 100.000)' },
  {
    name: 'a float of four decimals',
    field: 'amount',
    value: 1.2345,
    msg: 'Use up to 3 decimal places (e.g., 100.000)',
  },
  { name: 'zero', field: 'amount', value: '0.000', msg: 'Amount must be a positive number' },
  { name: 'negative', field: 'amount', value: -5, msg: 'Amount must be a positive number' },
  { name: 'missing currency', field: 'currency', value: undefined, msg: 'Currency is required' },
  { name: 'blank currency', field: 'currency', value: '', msg: 'Currency is required' },
];

describe.each(databaseKinds())('manual payment validation (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let invoice: InvoiceRow;
  let paymentId: string;
  const app = () => t.app;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
    invoice = await unpaidInvoice(t.app, { rent: '5000.000' });
    paymentId = (await createPayment(t.app, tok.landlord, paymentPayload(invoice.id, { amount: 1 }))).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(CASES)('create: $name → $msg', async ({ field, value, msg }) => {
    const res = await createPaymentCall(app(), tok.landlord, paymentPayload(invoice.id, { [field]: value }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: msg,
      detail: [{ loc: ['payload', field], msg }],
    });
  });

  it.each(CASES)('update: $name → $msg', async ({ field, value, msg }) => {
    const res = await updatePaymentCall(app(), tok.landlord, paymentId, updatePayload({ [field]: value }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: msg, detail: [{ loc: ['payload', field], msg }] });
  });

  it('create: the invoice is required, and several problems are named together', async () => {
    const res = await createPaymentCall(
      app(),
      tok.landlord,
      paymentPayload('', { amount: '', currency: null }),
    );
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; detail: { loc: string[]; msg: string }[] }>();
    expect(body.detail.map((d) => [d.loc[1], d.msg])).toEqual([
      ['invoice_id', 'Invoice is required'],
      ['amount', 'Amount is required'],
      ['currency', 'Currency is required'],
    ]);
    expect(body.message).toBe('Invoice is required; Amount is required; Currency is required');
    const missing = await createPaymentCall(app(), tok.landlord, { amount: 1, currency: 'KWD' });
    expect(missing.json().message).toBe('Invoice is required');
  });

  it('only KWD is a currency', async () => {
    const res = await createPaymentCall(app(), tok.landlord, paymentPayload(invoice.id, { currency: 'USD' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['payload', 'currency']);
  });

  it('accepts commas in the amount text and keeps every fils', async () => {
    const before = await moneyOf(app(), invoice.id);
    const record = await createPayment(
      app(),
      tok.landlord,
      paymentPayload(invoice.id, { amount: '1,250.5' }),
    );
    expect(record.amount).toBe(1250.5);
    const after = await moneyOf(app(), invoice.id);
    expect(Number(after.paid) * 1000 - Number(before.paid) * 1000).toBe(1_250_500);
    const exact = await createPayment(app(), tok.landlord, paymentPayload(invoice.id, { amount: 0.1 }));
    expect(exact.amount).toBe(0.1);
  });

  it('accepts images, pdf, doc and docx; refuses other files with the spec message and pays nothing', async () => {
    const accepted = await createPayment(app(), tok.landlord, paymentPayload(invoice.id, { amount: 1 }), {
      files: [
        { name: 'scan.PDF', data: PDF },
        { name: 'photo.png', data: await png() },
        { name: 'letter.docx', data: DOCX },
      ],
    });
    expect(accepted.docs.attachments.map((a) => a.name)).toEqual(['scan.PDF', 'photo.png', 'letter.docx']);

    const before = await moneyOf(app(), invoice.id);
    const refused: { name: string; data: Buffer }[] = [
      { name: 'tool.exe', data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') },
      { name: 'notes.txt', data: Buffer.from('plain text') },
      { name: 'sheet.xlsx', data: XLSX },
      // The right extension on the wrong bytes: the content is read too.
      { name: 'fake.pdf', data: Buffer.from('MZ\x90\x00 not a pdf') },
      { name: 'fake.png', data: PDF },
    ];
    for (const file of refused) {
      const res = await createPaymentCall(app(), tok.landlord, paymentPayload(invoice.id, { amount: 1 }), {
        files: [{ name: 'ok.pdf', data: PDF }, file],
      });
      expect(res.statusCode, file.name).toBe(422);
      expect(res.json()).toMatchObject({
        message: 'Unsupported file type selected.',
        detail: [{ loc: ['files', 1], msg: 'Unsupported file type selected.' }],
      });
      const upd = await updatePaymentCall(app(), tok.landlord, paymentId, updatePayload({ amount: 1 }), {
        files: [file],
      });
      expect(upd.statusCode, file.name).toBe(422);
      expect(upd.json().message).toBe('Unsupported file type selected.');
    }
    expect(await moneyOf(app(), invoice.id)).toEqual(before);
  });

  it('answers a payload that is not JSON with a message, and an unknown payment with 404', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/manual-payments/create',
      headers: {
        authorization: `Bearer ${tok.landlord}`,
        'content-type': 'multipart/form-data; boundary=X',
      },
      payload: '--X\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{not json\r\n--X--\r\n',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The form data could not be read. Please try again.');
    const unknown = await updatePaymentCall(
      app(),
      tok.landlord,
      '00000000-0000-4000-8000-000000000000',
      updatePayload(),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Payment not found.');
  });
});
