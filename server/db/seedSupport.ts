import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { storeDocument } from '../storage/documents';
import { insertSupportComment, insertSupportTicket, moveSupportTicket } from '../services/supportTickets';
import type { Database } from './client';
import { supportTickets, users } from './schema';
import type { FileStorage } from '../storage/fileStorage';

/*
 * The demo support tickets (embedded default only, issue 18 item 10): the demo landlord has two,
 * one still open with a screenshot, one answered by the super admin and resolved, so both sides
 * of SUPPORT TICKETS show a real thread on first start. No mail is sent for demo data.
 */
export async function seedDemoSupport(
  db: Database,
  storage: FileStorage,
  now = new Date(),
): Promise<boolean> {
  const demo = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['landlord@example.com', 'super@example.com']));
  const landlord = demo.find((u) => u.email === 'landlord@example.com')?.id;
  const superAdmin = demo.find((u) => u.email === 'super@example.com')?.id;
  if (!landlord || !superAdmin) return false;
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportTickets);
  if (count > 0) return false;

  const daysAgo = (days: number, hours = 0) =>
    new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000);
  const screenshot = await sharp({
    create: { width: 480, height: 300, channels: 3, background: { r: 236, g: 240, b: 246 } },
  })
    .png()
    .toBuffer();
  const stored = await storeDocument(storage, {
    data: screenshot,
    filename: 'collection-report.png',
    mimetype: 'image/png',
  });
  if (!stored.ok) throw new Error(`demo attachment: ${stored.message}`);

  const answered = await insertSupportTicket(db, {
    landlordId: landlord,
    raisedBy: landlord,
    subject: 'Receipts for cheque payments show the wrong bank',
    category: 'billing',
    description:
      'Receipts for cheque payments print "National Bank of Kuwait" although the tenant paid from a Gulf Bank cheque. Can the bank on the receipt follow the payment?',
    attachments: [],
    at: daysAgo(9, 4),
  });
  await moveSupportTicket(db, {
    ticketId: answered,
    authorId: superAdmin,
    from: 'OPEN',
    to: 'IN_PROGRESS',
    at: daysAgo(8, 6),
  });
  await insertSupportComment(db, {
    ticketId: answered,
    authorId: superAdmin,
    body: 'Thank you for the report. A receipt now shows the bank written on the payment (its deposit reference); record the bank there and print the receipt again.',
    at: daysAgo(8, 5),
  });
  await insertSupportComment(db, {
    ticketId: answered,
    authorId: landlord,
    body: 'That works, thank you.',
    at: daysAgo(7, 2),
  });
  await moveSupportTicket(db, {
    ticketId: answered,
    authorId: superAdmin,
    from: 'IN_PROGRESS',
    to: 'RESOLVED',
    at: daysAgo(7, 1),
  });

  await insertSupportTicket(db, {
    landlordId: landlord,
    raisedBy: landlord,
    subject: 'Export the collection report to Excel',
    category: 'feature_request',
    description:
      'Our accountant asks for the monthly collection report as an Excel file with one row per tenant. Could the report get an export button?',
    attachments: [stored.document],
    at: daysAgo(2, 3),
  });
  return true;
}
