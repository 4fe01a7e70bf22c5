import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayDate } from '../../domain/displayDates';
import { ARABIC } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';
import {
  invoices,
  properties,
  receipts,
  tenantProfiles,
  users,
  vendorSettings,
} from '../../server/db/schema';
import { renderCreditNotePdf } from '../../server/pdf/creditNotePdf';
import { saveVendorSetting } from '../../server/services/vendorSettings';
import { payInvoice } from './billingFixtures';
import { tokensOf, type Who } from './contractFixtures';
import { call, move, reported } from './maintenanceFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, makeTenant } from '../support/make';

/*
 * Invoices and receipts in Arabic (issue 22 item 6), checked the way a reader sees them: poppler
 * extracts the text (pdftotext) and draws the page (pdftoppm). Real pdfkit, real fonts, no mocks.
 * The tenant's name is written 'محمد العنزي': it must come out in logical order (not reversed
 * 'يزنعلا دمحم'), each letter itself (the font draws ن and ت from one skeleton glyph), and on the
 * page 'محمد' must sit to the right of 'العنزي'.
 */

/** Each test renders PDFs and runs poppler on them: more time than an API call on a busy machine. */
const SLOW = 90_000;

const NAME_AR = 'محمد العنزي';
const PROPERTY_AR = 'برج السلام';

/** Bidi controls pdftotext writes around runs, and runs of spaces, removed. */
const plain = (text: string) => text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '').replace(/[ \t]+/g, ' ');

const work = mkdtempSync(join(tmpdir(), 'arabic-pdf-'));
let fileNo = 0;
function pdfFile(bytes: Buffer): string {
  fileNo += 1;
  const file = join(work, `doc-${fileNo}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** The drawn glyph run of a logical Arabic word. */
const drawn = (word: string) => [...word].reverse().join('');

const extract = (file: string) => plain(execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8'));

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/**
 * Each word poppler finds, with its box in points (pdftotext -bbox). These are glyph runs as drawn,
 * left to right: an Arabic word's letters come reversed ('دمحم' for 'محمد'), and a word whose
 * dots are drawn as marks may come in pieces ('ي', 'ز', 'نعلا' for 'العنزي').
 */
function words(file: string): Word[] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-']).toString('utf8');
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((m) => ({
    text: plain(m[5]!),
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
  }));
}

/** The share of dark pixels in a box of the first page (72 dpi: one pixel per point), drawn by pdftoppm. */
function inkIn(file: string, box: Word): number {
  const x = Math.floor(box.xMin);
  const y = Math.floor(box.yMin);
  const w = Math.ceil(box.xMax - box.xMin);
  const h = Math.ceil(box.yMax - box.yMin);
  const out = join(work, `crop-${fileNo}`);
  execFileSync('pdftoppm', ['-gray', '-r', '72', '-f', '1', '-l', '1', '-x', `${x}`, '-y', `${y}`, '-W', `${w}`, '-H', `${h}`, '-singlefile', file, out]); // prettier-ignore
  const pgm = readFileSync(`${out}.pgm`);
  // P5 header: magic, width, height, max value, then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  for (const p of pixels) if (p < 128) dark += 1;
  return dark / pixels.length;
}

// The PDFs of every database kind's run go to one folder, removed once the file is done.
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(databaseKinds())('Arabic invoice and receipt PDFs (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const app = () => t.app;
  const download = (who: Who, url: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url, headers: { authorization: `Bearer ${tok[who]}`, ...headers } });

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A tenant who reads Arabic, with an Arabic name, renting in a property with an Arabic name. */
  async function arabicTenantInvoice(locale: 'ar' | 'en' = 'ar') {
    const tenantId = await makeTenant(app(), 'landlord@example.com', 'Mohammed Al-Enezi');
    const [tenant] = await app().ctx.db.select().from(users).where(eq(users.id, tenantId));
    await app().ctx.db.update(users).set({ locale }).where(eq(users.id, tenantId));
    await app()
      .ctx.db.insert(tenantProfiles)
      .values({
        userId: tenantId,
        landlordId: tenant!.landlordId!,
        firstNameAr: 'محمد',
        lastNameAr: 'العنزي',
        civilId: `2900${String(Date.now()).slice(-8)}`,
      });
    const contract = await makeContract(app(), {
      tenantId,
      rent: '1234.500',
      startDate: dayOffset(app(), 0),
    });
    await app()
      .ctx.db.update(properties)
      .set({ nameAr: PROPERTY_AR })
      .where(eq(properties.id, contract.propertyId));
    const [invoice] = await issueInvoices(app(), contract.landlordId, contract.contractId);
    return { ...contract, invoice: invoice! };
  }

  it(
    'prints a tenant’s invoice in the tenant’s Arabic: name in order, Arabic labels, amounts in د.ك, right to left',
    async () => {
      const { invoice } = await arabicTenantInvoice();
      // The landlord reads English: the invoice is still in its tenant's language.
      const res = await download('landlord', `/api/invoices/pdf/${invoice.id}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const file = pdfFile(res.rawPayload);
      const text = extract(file);

      expect(text).toContain(NAME_AR);
      expect(text).not.toContain('يزنعلا');
      expect(text).toContain(PROPERTY_AR);
      for (const label of [
        'فاتورة',
        'المستأجر',
        'العقار',
        'الوحدة',
        'تاريخ الاستحقاق',
        'الوصف',
        'الإجمالي',
        'الرصيد المستحق',
      ]) {
        expect(text).toContain(label);
      }
      expect(text).toContain('غير مدفوعة');
      expect(formatKwd('1234.500', ARABIC)).toBe('1,234.500 د.ك');
      expect(text).toMatch(/1,234\.500 ?د\.ك/);
      expect(text).not.toContain('KWD');
      // The generated item, translated: 'Rent for <month> <year>' → 'إيجار <month in Arabic> <year>'.
      expect(text).toMatch(
        /إيجار (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}/,
      );
      // A mixed line: Arabic words around an amount, a date and the invoice number.
      // (pdftotext rebuilds the logical order of the neutrals between runs its own way: the words,
      // numbers and their order are what is checked.)
      const footer = text.split('\n').find((line) => line.includes('يرجى دفع'));
      expect(footer).toMatch(/يرجى دفع +1,234\.500 ?د\.ك في موعد أقصاه/);
      expect(footer).toContain(displayDate(invoice.dueDate, ARABIC)); // '05-12-2026', not '2026-12-05'
      expect(footer).toContain('مع ذكر رقم الفاتورة');
      expect(footer).toContain(invoice.invoiceNo);

      // On the page: the name is drawn (ink where poppler finds its words), right to left ('محمد'
      // to the right of 'العنزي'), in the right half (the labels' side in Arabic).
      const found = words(file);
      const first = found.find((w) => w.text === drawn('محمد'));
      const last = found.find((w) => w.text === drawn('العن'));
      expect(first, JSON.stringify(found.slice(0, 30))).toBeDefined();
      expect(last, JSON.stringify(found.slice(0, 30))).toBeDefined();
      expect(first!.xMin).toBeGreaterThan(last!.xMax - 1);
      expect(Math.abs(first!.yMin - last!.yMin)).toBeLessThan(3);
      expect(last!.xMin).toBeGreaterThan(595 / 2);
      expect(inkIn(file, first!)).toBeGreaterThan(0.05);
      expect(inkIn(file, last!)).toBeGreaterThan(0.05);
      // The title 'فاتورة' is on the left in Arabic, the issuer on the right.
      const title = found.find((w) => w.yMin < 60 && w.text.includes('ف'));
      expect(title!.xMax).toBeLessThan(595 / 2);
      const issuer = found.find((w) => w.text === 'Khaled');
      expect(issuer!.xMin).toBeGreaterThan(595 / 2);
    },
    SLOW,
  );

  it(
    'prints the receipt of that tenant’s payment in Arabic',
    async () => {
      const { invoice, landlordId } = await arabicTenantInvoice();
      await payInvoice(app(), { landlordId, invoiceId: invoice.id, amount: '200.250', method: 'knet' });
      const [receipt] = await app().ctx.db.select().from(receipts).where(eq(receipts.invoiceId, invoice.id));
      const res = await download('landlord', `/api/receipts/pdf/${receipt!.id}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const file = pdfFile(res.rawPayload);
      const text = extract(file);
      expect(text).toContain(NAME_AR);
      expect(text).toContain(PROPERTY_AR);
      for (const label of [
        'إيصال استلام',
        'استلمنا من',
        'رقم الإيصال',
        'طريقة الدفع',
        'المبلغ المستلم',
        'كي نت',
      ]) {
        expect(text).toContain(label);
      }
      expect(text).toMatch(/200\.250 ?د\.ك/);
      expect(text).toContain(receipt!.receiptNo);
      // (poppler sets the tanween of 'شكرًا' on its own line in the small footer print)
      expect(text).toContain('لكم على الدفع');
      const found = words(file);
      const first = found.find((w) => w.text === drawn('محمد'));
      const last = found.find((w) => w.text === drawn('العن'));
      expect(first!.xMin).toBeGreaterThan(last!.xMax - 1);
      expect(inkIn(file, first!)).toBeGreaterThan(0.05);
    },
    SLOW,
  );

  it(
    'prints an English tenant’s invoice in English, and in Arabic for a reader who asks for Arabic',
    async () => {
      const { invoice } = await arabicTenantInvoice('en');
      const english = extract(
        pdfFile((await download('landlord', `/api/invoices/pdf/${invoice.id}`)).rawPayload),
      );
      expect(english).toContain('INVOICE');
      expect(english).toContain('Mohammed Al-Enezi');
      expect(english).toContain('1,234.500 KWD');
      expect(english).not.toContain(NAME_AR);

      const arabic = extract(
        pdfFile(
          (
            await download('landlord', `/api/invoices/pdf/${invoice.id}`, {
              'accept-language': 'ar-KW,ar;q=0.9',
            })
          ).rawPayload,
        ),
      );
      expect(arabic).toContain('فاتورة');
      expect(arabic).toContain(NAME_AR);
    },
    SLOW,
  );

  it(
    'writes amounts in the Arabic-Indic digits a reader chose in its profile',
    async () => {
      const { invoice } = await arabicTenantInvoice('en');
      const [landlord] = await app()
        .ctx.db.select()
        .from(users)
        .where(eq(users.email, 'landlord@example.com'));
      await app()
        .ctx.db.update(users)
        .set({ locale: 'ar', digits: 'arab' })
        .where(eq(users.id, landlord!.id));
      try {
        const indic = extract(
          pdfFile((await download('landlord', `/api/invoices/pdf/${invoice.id}`)).rawPayload),
        );
        expect(indic).toMatch(/١٬٢٣٤٫٥٠٠ ?د\.ك/);
      } finally {
        await app()
          .ctx.db.update(users)
          .set({ locale: 'en', digits: 'latn' })
          .where(eq(users.id, landlord!.id));
      }
    },
    SLOW,
  );

  it(
    'keeps a Latin business name in order, says the maintenance charge and the overdue footer in Arabic',
    async () => {
      // The demo tenant's contract (the one who may report on the unit), its invoice of this month.
      const { contractId, landlordId, unitId } = await makeContract(app(), {
        rent: '400.000',
        startDate: dayOffset(app(), 0),
        dueDay: 28,
      });
      const [invoice] = await issueInvoices(app(), landlordId, contractId);
      const { id: requestId, number } = await reported(app(), tok.tenant, {
        unit_id: unitId,
        title: `Leaking tap ${Date.now()}`,
      });
      const title = (
        await call(app(), tok.landlord, 'GET', `/api/maintenance-requests/get/${requestId}`)
      ).json<{ data: { title: string } }>().data.title;
      await call(app(), tok.landlord, 'POST', `/api/maintenance-requests/update/${requestId}`, {
        cost: '25.500',
      });
      await move(app(), tok.manager, requestId, { status: 'IN_PROGRESS' });
      await move(app(), tok.manager, requestId, { status: 'COMPLETED' });
      const charged = await call(
        app(),
        tok.landlord,
        'POST',
        `/api/maintenance-requests/${requestId}/charge`,
        {},
      );
      expect(charged.statusCode, charged.body).toBe(200);
      // A charge the landlord typed stays as typed.
      const typed = await call(app(), tok.landlord, 'POST', '/api/invoice-items/create', {
        invoiceId: invoice!.id,
        description: 'Maintenance of the garden',
        amount: '10.000',
      });
      expect(typed.statusCode, typed.body).toBe(200);
      await payInvoice(app(), { landlordId, invoiceId: invoice!.id, amount: '100.000' });
      // The invoice is now past its due date, with money still owed.
      await app()
        .ctx.db.update(invoices)
        .set({ dueDate: dayOffset(app(), -1) })
        .where(eq(invoices.id, invoice!.id));

      const before = await app()
        .ctx.db.select()
        .from(vendorSettings)
        .where(eq(vendorSettings.landlordId, landlordId));
      await saveVendorSetting(app().ctx.db, landlordId, { name: 'Al-Sabah Properties' });
      try {
        const arabic = { 'accept-language': 'ar-KW,ar;q=0.9' };
        const file = pdfFile(
          (await download('landlord', `/api/invoices/pdf/${invoice!.id}`, arabic)).rawPayload,
        );
        const text = extract(file);
        // The business name in its own order, in the text and on the page.
        expect(text).toContain('Al-Sabah Properties');
        expect(text).not.toContain('Properties Al-Sabah');
        const found = words(file);
        const al = found.find((w) => w.text === 'Al-Sabah');
        const properties = found.find((w) => w.text === 'Properties');
        expect(al, JSON.stringify(found.slice(0, 20))).toBeDefined();
        expect(al!.xMax).toBeLessThan(properties!.xMin);
        expect(Math.abs(al!.yMin - properties!.yMin)).toBeLessThan(3);
        // The maintenance charge in Arabic around its number and title; the typed charge as typed.
        const item = text.split('\n').find((line) => line.includes(number));
        expect(item, text).toContain('صيانة');
        expect(item).toContain(title);
        expect(item).toMatch(/25\.500 ?د\.ك/);
        expect(text).not.toMatch(/Maintenance MR-/);
        expect(text).toContain('Maintenance of the garden');
        // Overdue, in Arabic, instead of a payment date already past.
        expect(text).toContain('متأخرة');
        const footer = text.split('\n').find((line) => line.includes('يرجى الدفع'));
        expect(footer, text).toContain('يرجى الدفع الآن');
        expect(footer).toContain(invoice!.invoiceNo);
        expect(text).not.toContain('في موعد أقصاه');

        // The receipt's header draws the same name the same way.
        const [receipt] = await app()
          .ctx.db.select()
          .from(receipts)
          .where(eq(receipts.invoiceId, invoice!.id));
        const receiptFile = pdfFile(
          (await download('landlord', `/api/receipts/pdf/${receipt!.id}`, arabic)).rawPayload,
        );
        expect(extract(receiptFile)).toContain('Al-Sabah Properties');
        const onReceipt = words(receiptFile);
        expect(onReceipt.find((w) => w.text === 'Al-Sabah')!.xMax).toBeLessThan(
          onReceipt.find((w) => w.text === 'Properties')!.xMin,
        );
      } finally {
        if (before[0]) await saveVendorSetting(app().ctx.db, landlordId, { name: before[0].name });
        else await app().ctx.db.delete(vendorSettings).where(eq(vendorSettings.landlordId, landlordId));
      }
    },
    SLOW,
  );

  it(
    'prints a credit note in Arabic too (rendered directly)',
    async () => {
      const pdf = await renderCreditNotePdf(
        {
          id: 'note',
          landlordId: 'landlord',
          creditNoteNo: 'CN-2026-000001',
          issuedOn: '2026-11-27',
          amount: '50.000',
          reason: 'Double charge',
          tenantId: 'tenant',
          tenantName: 'Mohammed Al-Enezi',
          invoiceNo: 'INV-2026-000002',
          propertyId: 'property',
          propertyName: 'Salam Tower',
          unitNo: 'U1',
          receiptNo: 'RCT-2026-000001',
          paymentAmount: '200.250',
          method: 'knet',
        },
        { name: 'Al Salam Real Estate', address: 'landlord@example.com' },
        { display: ARABIC, tenantNameAr: NAME_AR, propertyNameAr: PROPERTY_AR },
      );
      const text = extract(pdfFile(pdf));
      for (const expected of [NAME_AR, PROPERTY_AR, 'إشعار دائن', 'المبلغ المسترد', 'كي نت', '27-11-2026']) {
        expect(text).toContain(expected);
      }
      expect(text).toMatch(/50\.000 ?د\.ك/);
    },
    SLOW,
  );
});
