import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { invoiceWriteOffs, users } from '../db/schema';

type Reader = Pick<Database, 'select'>;

/** An invoice's write-off as the invoice page and PDF show it: amount, why, who and when (or null). */
export async function writeOffOf(db: Reader, invoiceId: string) {
  const [row] = await db
    .select({
      amount: invoiceWriteOffs.amount,
      reason: invoiceWriteOffs.reason,
      createdAt: invoiceWriteOffs.createdAt,
      createdByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(invoiceWriteOffs)
    .leftJoin(users, eq(users.id, invoiceWriteOffs.createdBy))
    .where(eq(invoiceWriteOffs.invoiceId, invoiceId));
  return row ?? null;
}
export type InvoiceWriteOff = NonNullable<Awaited<ReturnType<typeof writeOffOf>>>;
