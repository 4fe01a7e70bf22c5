import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerStatementsContract } from '../../domain/contracts/owner-statements';
import { propertyOwnersContract } from '../../domain/contracts/property-owners';
import { users } from '../../server/db/schema';
import { api } from '../support/api';
import { payInvoice } from './billingFixtures';
import { type Who } from './contractFixtures';
import { popplerText } from './pdfText';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from './smtpCapture';
import { databaseKinds, startTestApp } from './testApp';
import { issueInvoices, makeContract, userId } from '../support/make';

/** The MIME parts of a raw message that carry a file: their headers and decoded bytes. */
function attachmentsOf(mail: CapturedMail): { type: string; filename: string; bytes: Buffer }[] {
  const found: { type: string; filename: string; bytes: Buffer }[] = [];
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  for (const boundary of boundaries)
    for (const section of mail.raw.split(`--${boundary}`).slice(1)) {
      const at = section.search(/\r?\n\r?\n/);
      if (at < 0) continue;
      const head = section.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
      const disposition = /content-disposition:\s*attachment;[^\r\n]*filename="?([^";\r\n]+)"?/i.exec(head);
      if (!disposition) continue;
      const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? '';
      const body = section.slice(at).replace(/\s+/g, '');
      found.push({ type, filename: disposition[1]!, bytes: Buffer.from(body, 'base64') });
    }
  return found;
}

/*
 * Issue 36 item 3: the owner statement mail carries the statement's PDF, in the owner's language:
 * English for an English-speaking owner, Arabic for an Arabic-speaking one. Real SMTP (the
 * capture server), real pdfkit, poppler reads the attached file.
 */
describe.each(databaseKinds())('owner statement mail with its PDF (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let smtp: SmtpCapture;
  const as = (who: Who) => api(t.app).as(who);
  let month: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp(kind, { env: { SMTP_URL: smtp.url } });
    const owner = await userId(t.app, 'owner@example.com');
    const owner2 = await userId(t.app, 'owner2@example.com');
    await t.app.ctx.db.update(users).set({ locale: 'ar' }).where(eq(users.id, owner2));
    const c = await makeContract(t.app, { rent: '100.001' });
    const issued = await issueInvoices(t.app, c.landlordId, c.contractId);
    const paid = issued.at(-3)!;
    month = paid.period.slice(0, 7);
    await payInvoice(t.app, { landlordId: c.landlordId, invoiceId: paid.id, amount: '100.001' });
    await as('landlord').ok(propertyOwnersContract.endpoints.setShares, {
      params: { id: c.propertyId },
      body: { owners: [{ owner_id: owner, share: '60' }, { owner_id: owner2, share: '40' }], fee_kind: 'none', fee_value: '0' }, // prettier-ignore
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("attaches the statement's PDF in each owner's language", async () => {
    smtp.clear();
    await as('landlord').ok(ownerStatementsContract.endpoints.issue, { body: { month, mail: true } });
    const english = await smtp.take((m) => m.to.includes('owner@example.com'));
    const arabic = await smtp.take((m) => m.to.includes('owner2@example.com'));

    const [enPdf, ...enMore] = attachmentsOf(english);
    expect(enMore).toEqual([]);
    expect([enPdf!.type, enPdf!.filename]).toEqual(['application/pdf', `owner-statement-${month}-en.pdf`]);
    expect(enPdf!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const enWords = popplerText(enPdf!.bytes);
    expect(enWords).toContain('OWNER STATEMENT');
    expect(enWords).toContain('60.001');

    const [arPdf, ...arMore] = attachmentsOf(arabic);
    expect(arMore).toEqual([]);
    expect([arPdf!.type, arPdf!.filename]).toEqual(['application/pdf', `owner-statement-${month}-ar.pdf`]);
    const arWords = popplerText(arPdf!.bytes);
    expect(arWords).toContain('المالك');
    expect(arWords).not.toContain('OWNER STATEMENT');
    expect(arWords).toContain('40.000');
  }, 120_000);
});
