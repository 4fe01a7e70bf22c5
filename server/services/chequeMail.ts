import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { invoices, users } from '../db/schema';
import type { ChequeMoved } from './chequeMoves';

/*
 * Issue 34 item 1: a bounced cheque is mailed to its tenant and its landlord, after the move is
 * committed, through the mailer and its outbox (each in the reader's language). Links come from
 * PUBLIC_URL, never from a request.
 */

type Ctx = Pick<AppContext, 'db' | 'mail' | 'config'>;

/** The cheque in the panel's register (the screens come with the panel's step; the path is theirs). */
export const chequeLink = (ctx: Ctx, id: string) =>
  `${ctx.config.publicUrl}/admin-panel/cheques/detail/${id}`;

async function person(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, status: users.status })
    .from(users)
    .where(eq(users.id, id));
  return row && row.status !== 'disabled' ? row : null;
}

export async function mailBounced(ctx: Ctx, moved: ChequeMoved, reason: string | null) {
  const cheque = moved.after;
  const [feeInvoice] = moved.feeInvoiceId
    ? await ctx.db
        .select({ invoiceNo: invoices.invoiceNo })
        .from(invoices)
        .where(eq(invoices.id, moved.feeInvoiceId))
    : [];
  const data = {
    chequeNo: cheque.chequeNo,
    bank: cheque.bank,
    amountValue: cheque.amount,
    dueDate: cheque.dueDate,
    reason,
    feeValue: cheque.bouncedFee,
    feeInvoiceNo: feeInvoice?.invoiceNo ?? null,
    link: chequeLink(ctx, cheque.id),
  };
  const [tenant, landlord] = await Promise.all([
    person(ctx, cheque.tenantId),
    person(ctx, cheque.landlordId),
  ]);
  if (tenant)
    await ctx.mail.send({
      to: tenant.email,
      template: 'cheque-bounced-tenant',
      data: { ...data, firstName: tenant.firstName },
    });
  if (landlord)
    await ctx.mail.send({
      to: landlord.email,
      template: 'cheque-bounced-landlord',
      data: { ...data, firstName: landlord.firstName, tenantName: cheque.tenantName },
    });
}
