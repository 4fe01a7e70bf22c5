import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { invoices, users } from '../db/schema';

/** An invoice's own row, or undefined. */
export async function invoiceRow(db: Database, id: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  return invoice;
}

/** One invoice of this tenant's own (another tenant's invoice is not found), or undefined. */
export async function tenantInvoiceRow(db: Database, id: string, tenantId: string) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.tenantId, tenantId)));
  return invoice;
}

/** The names and emails of these users (those that exist). */
export function usersNamedBy(db: Database, ids: string[]) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}
