import { z } from 'zod';
import { auditListQuerySchema, auditRowSchema, auditVerifySchema } from '../auditSchemas';
import { errorAnswers, listAnswerOf, okAnswer } from '../answerSchemas';
import { auditPermissions } from './audit.permissions';
import { defineContract } from './contract';

const VIEW = { permission: 'View Audit' } as const;

/** The audit API resource (issue 36 item 4): the trail's rows, and whether its hash chain holds. */
export const auditContract = defineContract({
  name: 'audit',
  path: '/api/audit',
  permissions: [auditPermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/audit/list',
      access: VIEW,
      operationId: 'auditList',
      summary: 'List audit rows (the landlord its own, the super admin all)',
      query: auditListQuerySchema,
      answers: { 200: listAnswerOf(auditRowSchema), ...errorAnswers },
    },
    verify: {
      method: 'GET',
      path: '/api/audit/verify',
      access: VIEW,
      operationId: 'auditVerify',
      summary: 'Check the hash chain of the audit trail; names the first row that breaks it',
      query: z.object({ landlordId: z.uuid().optional() }),
      answers: { 200: okAnswer(auditVerifySchema), ...errorAnswers },
    },
  },
});
