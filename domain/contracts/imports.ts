import { binaryAnswer, errorAnswers, listAnswerOf, okAnswer } from '../answerSchemas';
import { idParams } from '../idParams';
import {
  importListQuerySchema,
  importRecordSchema,
  importResultSchema,
  importTemplateQuerySchema,
} from '../importSchemas';
import { defineContract } from './contract';

/**
 * Landlord only: an import creates properties, units, tenant logins, approved contracts, invoices
 * and cheques across the whole portfolio, which a manager (limited to some properties, never
 * creating properties) does not do.
 */
const LANDLORD = { roles: ['landlord'] } as const;

/**
 * The imports API resource (issue 36 item 5): a landlord's portfolio brought in from a CSV or XLSX
 * file, checked first (dry run), written all or nothing, and undone while nothing else has touched
 * its rows. Scope comes from the token.
 */
export const importsContract = defineContract({
  name: 'imports',
  path: '/api/imports',
  permissions: [],
  endpoints: {
    template: {
      method: 'GET',
      path: '/api/imports/template',
      access: LANDLORD,
      operationId: 'importsTemplate',
      summary:
        'The template of a kind (properties, tenants, contracts, opening_balances, cheques) with English or Arabic headers, as CSV or XLSX; its example row follows the one before it, dated from today',
      query: importTemplateQuerySchema,
      answers: {
        200: binaryAnswer(
          ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
          'The template',
        ),
        ...errorAnswers,
      },
    },
    upload: {
      method: 'POST',
      path: '/api/imports',
      access: { ...LANDLORD, creates: true },
      operationId: 'importsUpload',
      summary:
        'Multipart: `kind`, `dryRun` (true: check only, write nothing) and one CSV or XLSX `file`; every row’s errors (row, column, message) in the reader’s language; an import writes all rows or none',
      answers: { 200: okAnswer(importResultSchema), ...errorAnswers },
    },
    list: {
      method: 'GET',
      path: '/api/imports/list',
      access: LANDLORD,
      operationId: 'importsList',
      summary: 'List the landlord’s imports, newest first',
      query: importListQuerySchema,
      answers: { 200: listAnswerOf(importRecordSchema), ...errorAnswers },
    },
    get: {
      method: 'GET',
      path: '/api/imports/get/:id',
      access: LANDLORD,
      operationId: 'importsGetById',
      summary: 'Get an import by id',
      params: idParams,
      answers: { 200: okAnswer(importRecordSchema), ...errorAnswers },
    },
    undo: {
      method: 'POST',
      path: '/api/imports/undo/:id',
      access: LANDLORD,
      operationId: 'importsUndo',
      summary: 'Remove exactly what the import wrote; 409 when any of its rows was changed or used since',
      params: idParams,
      answers: { 200: okAnswer(importRecordSchema), ...errorAnswers },
    },
  },
});
