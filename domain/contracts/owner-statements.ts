import { idParams } from '../idParams';
import { statementAnswers as A } from '../ownerRecord';
import {
  OWNER_MESSAGES as M,
  statementIssueSchema,
  statementListQuerySchema,
  statementPdfQuerySchema,
} from '../ownerSchemas';
import { defineContract } from './contract';
import { ownerStatementPermissions } from './owner-statements.permissions';

const VIEW = { permission: 'View Owner Statement', forbidden: M.statementNoPermission };

/**
 * The owner statements API resource (issue 36 item 3): per owner and month, the opening balance
 * (the previous statement's closing), rent collected (the collection report's), expenses, the
 * management fee by the property's rule and payouts, each the owner's share to the fils, and the
 * closing balance. The landlord issues and mails them; an owner reads its own only (the scope
 * comes from the token: anyone else's answers 404).
 */
export const ownerStatementsContract = defineContract({
  name: 'owner-statements',
  path: '/api/owner-statements',
  permissions: [ownerStatementPermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/owner-statements/list',
      access: VIEW,
      operationId: 'ownerStatementsList',
      summary: 'List owner statements, newest month first; filters: owner_id, month (YYYY-MM)',
      query: statementListQuerySchema,
      answers: A.list,
    },
    get: {
      method: 'GET',
      path: '/api/owner-statements/get/:id',
      access: VIEW,
      operationId: 'ownerStatementsGetById',
      summary: 'Get owner statement by id, with its lines per property',
      params: idParams,
      answers: A.one,
    },
    issue: {
      method: 'POST',
      path: '/api/owner-statements/issue',
      access: { permission: 'Create Owner Statement', creates: true },
      operationId: 'ownerStatementsIssue',
      summary:
        'Issue the statements of month {month} for every owner, or {owner_id}; issuing again recomputes it; mail: true mails each to its owner',
      body: statementIssueSchema,
      answers: A.issued,
    },
    pdf: {
      method: 'GET',
      path: '/api/owner-statements/pdf/:id',
      access: VIEW,
      operationId: 'ownerStatementsPdf',
      summary: 'Owner statement as PDF, in ?language=en|ar or the reader’s language',
      params: idParams,
      query: statementPdfQuerySchema,
      answers: A.pdf,
    },
    mail: {
      method: 'POST',
      path: '/api/owner-statements/mail/:id',
      access: { permission: 'Create Owner Statement' },
      operationId: 'ownerStatementsMail',
      summary: 'Mail the owner statement to its owner',
      params: idParams,
      answers: A.mailed,
    },
  },
});
