import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { contactMessages, users } from './schema';

/*
 * Demo contact messages (embedded default only, issue 21 item 2): three visitors wrote through the
 * public site, one of them already answered, so the super admin's Contact messages screen shows
 * both kinds on first start. No mail is sent for demo data.
 */
export async function seedDemoContactMessages(db: Database, now = new Date()): Promise<boolean> {
  const [superAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'super@example.com'));
  if (!superAdmin) return false;
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages);
  if (count > 0) return false;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  await db.insert(contactMessages).values([
    {
      name: 'Abdullah Al-Rashidi',
      email: 'abdullah.rashidi@example.com',
      phone: '99123456',
      subject: 'Demo for two buildings in Salmiya',
      message:
        'Good evening. We own two residential buildings in Salmiya with 46 flats in total and collect rent by bank transfer today. Could you show us how tenants would pay with KNET and how receipts are issued? Any evening this week suits us.',
      createdAt: hoursAgo(5),
    },
    {
      name: 'Noura Al-Sabah',
      email: 'noura.properties@example.com',
      phone: '66778899',
      subject: 'Which plan for 12 units and 2 managers?',
      message:
        'I manage 12 units in Jabriya and Surra for my family, with two managers who record payments. Which plan fits us, and can each manager see only the building they run?',
      createdAt: hoursAgo(28),
    },
    {
      name: 'Mohammed Haider',
      email: 'm.haider@example.com',
      phone: '55012345',
      subject: 'Arabic invoices for tenants',
      message:
        'Most of our tenants prefer Arabic. Can the tenant portal and the invoices be shown in Arabic, and can a tenant name be stored in both languages?',
      createdAt: hoursAgo(75),
      handledAt: hoursAgo(70),
      handledBy: superAdmin.id,
    },
  ]);
  return true;
}
