import { eq } from 'drizzle-orm';
import type { StatementRecord } from '../../domain/ownerRecord';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { markMailed } from './ownerStatements';

/*
 * An owner statement mailed to its owner (issue 36 item 3), through the mailer and its outbox, in
 * the owner's language, with the link to the statement in the panel (where its PDF downloads).
 * Links come from PUBLIC_URL, never from a request. A disabled owner is not mailed.
 */

type Ctx = Pick<AppContext, 'db' | 'mail' | 'config'>;

export const statementLink = (ctx: Ctx, id: string) =>
  `${ctx.config.publicUrl}/admin-panel/owner-statements/${id}/show`;

/** Mails the statement; false when its owner is disabled (nothing sent). */
export async function mailStatement(ctx: Ctx, statement: StatementRecord): Promise<boolean> {
  const [owner] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, status: users.status })
    .from(users)
    .where(eq(users.id, statement.owner_id));
  if (!owner || owner.status === 'disabled') return false;
  await ctx.mail.send({
    to: owner.email,
    template: 'owner-statement',
    data: {
      firstName: owner.firstName,
      month: statement.month,
      closingValue: statement.closing,
      link: statementLink(ctx, statement.id),
    },
  });
  await markMailed(ctx.db, statement);
  return true;
}
