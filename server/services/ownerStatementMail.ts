import { eq } from 'drizzle-orm';
import { ENGLISH, isDigits, isLocale, type DisplayLocale } from '../../domain/displayLocale';
import type { StatementRecord } from '../../domain/ownerRecord';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { documentIssuer } from '../pdf/invoicePdf';
import { renderOwnerStatementPdf } from '../pdf/ownerStatementPdf';
import { markMailed } from './ownerStatements';

/*
 * An owner statement mailed to its owner (issue 36 item 3), through the mailer and its outbox, in
 * the owner's language, with the link to the statement in the panel (where its PDF downloads).
 * Links come from PUBLIC_URL, never from a request. A disabled owner is not mailed. The statement's
 * PDF rides along as an attachment, in the owner's language (and digits), like the mail's words.
 */

type Ctx = Pick<AppContext, 'db' | 'mail' | 'config'>;

export const statementLink = (ctx: Ctx, id: string) =>
  `${ctx.config.publicUrl}/admin-panel/owner-statements/${id}/show`;

/** Mails the statement; false when its owner is disabled (nothing sent). */
export async function mailStatement(ctx: Ctx, statement: StatementRecord): Promise<boolean> {
  const [owner] = await ctx.db
    .select({
      email: users.email,
      firstName: users.firstName,
      status: users.status,
      locale: users.locale,
      digits: users.digits,
    })
    .from(users)
    .where(eq(users.id, statement.owner_id));
  if (!owner || owner.status === 'disabled') return false;
  const display: DisplayLocale = isLocale(owner.locale)
    ? { locale: owner.locale, digits: isDigits(owner.digits) ? owner.digits : 'latn' }
    : ENGLISH;
  const issuer = await documentIssuer(ctx.db, statement.landlord_id);
  const pdf = await renderOwnerStatementPdf(statement, issuer, display);
  await ctx.mail.send({
    to: owner.email,
    display,
    attachments: [
      {
        filename: `owner-statement-${statement.month}-${display.locale}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
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
