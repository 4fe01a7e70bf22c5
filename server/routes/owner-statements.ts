import type { FastifyRequest } from 'fastify';
import { ownerStatementsContract } from '../../domain/contracts/owner-statements';
import { ARABIC, ENGLISH } from '../../domain/displayLocale';
import { OWNER_MESSAGES as M } from '../../domain/ownerSchemas';
import { principalOf } from '../auth/guard';
import { owningLandlord, scopeOf } from '../auth/scope';
import { contractRoutes } from '../http/contractRoutes';
import { listAnswer } from '../http/listAnswer';
import { readerLocale } from '../http/readerLocale';
import { documentIssuer } from '../pdf/invoicePdf';
import { renderOwnerStatementPdf } from '../pdf/ownerStatementPdf';
import { mailStatement } from '../services/ownerStatementMail';
import { findStatement, issueStatements, listStatements } from '../services/ownerStatements';

/**
 * API resource `owner-statements` (issue 36 item 3): the landlord issues a month's statements (and
 * mails them), everyone with View reads those of its scope, an owner its own only; PDF in English
 * or Arabic. Every call is scoped from the token (services/ownerStatements.ts).
 */
export const ownerStatementsRoutes = contractRoutes(ownerStatementsContract, async (ctx) => {
  const scoped = (request: FastifyRequest) => scopeOf(ctx.db, principalOf(request));

  return {
    list: async (request) => {
      const { items, total } = await listStatements(ctx.db, await scoped(request), request.query);
      return { ...listAnswer(items, total, request.query), message: M.statementsListed };
    },
    get: async (request) => ({
      success: true,
      message: M.statementFound,
      data: await findStatement(ctx.db, await scoped(request), request.params.id),
    }),
    issue: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const landlordId = await owningLandlord(ctx.db, scope);
      const { month, owner_id, mail } = request.body;
      const issued = await issueStatements(ctx.db, landlordId, month, owner_id, principal.userId);
      if (mail) for (const statement of issued) await mailStatement(ctx, statement);
      const data = mail ? await Promise.all(issued.map((s) => findStatement(ctx.db, scope, s.id))) : issued;
      return { success: true, message: M.statementsIssued(issued.length, month), data };
    },
    pdf: async (request, reply) => {
      const scope = await scoped(request);
      const statement = await findStatement(ctx.db, scope, request.params.id);
      const issuer = await documentIssuer(ctx.db, statement.landlord_id);
      const language = request.query.language ?? readerLocale(request);
      const pdf = await renderOwnerStatementPdf(statement, issuer, language === 'ar' ? ARABIC : ENGLISH);
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="owner-statement-${statement.month}-${language}.pdf"`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
    mail: async (request) => {
      const statement = await findStatement(ctx.db, await scoped(request), request.params.id);
      await mailStatement(ctx, statement);
      return { success: true, message: M.statementMailed(statement.owner_email) };
    },
  };
});
