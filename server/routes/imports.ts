import fastifyMultipart from '@fastify/multipart';
import { importsContract } from '../../domain/contracts/imports';
import {
  IMPORT_MESSAGES as M,
  MAX_IMPORT_BYTES,
  importKindSchema,
  type ImportResult,
} from '../../domain/importSchemas';
import { arabicMessage } from '../../domain/messages/arabic';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { HttpError } from '../http/errors';
import { contractRoutes } from '../http/contractRoutes';
import { listAnswer } from '../http/listAnswer';
import { readMultipartForm } from '../http/multipartForm';
import { readerLocale } from '../http/readerLocale';
import { templateFile } from '../imports/spreadsheet';
import { templateExamples } from '../imports/templateExamples';
import { findImport, listImports, runImport } from '../services/imports';
import { undoImport } from '../services/importUndo';
import { todayInKuwait } from '../services/occupancy';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const TRUE_VALUES = new Set(['true', '1', 'yes', 'on']);

/**
 * API resource `imports` (issue 36 item 5): a landlord's properties with units, tenants, running
 * contracts, opening balances or cheques held, from a CSV or XLSX file. The landlord is the
 * token's (the contract admits landlords only); a dry run writes nothing; the row errors are said
 * in the reader's language.
 */
export const importsRoutes = contractRoutes(importsContract, async (ctx, app) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
  });
  const landlordOf = async (request: Parameters<typeof principalOf>[0]) =>
    (await scopeOf(ctx.db, principalOf(request))).landlordId!;

  return {
    template: async (request, reply) => {
      const { kind, lang, format } = request.query;
      const file = templateFile(kind, lang, format, templateExamples(todayInKuwait(ctx.now()))[kind]);
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="import-${kind}-${lang}.${format}"`)
        .header('Cache-Control', 'private, no-store')
        .send(typeof file === 'string' ? file : Buffer.from(file));
    },
    upload: async (request) => {
      const principal = principalOf(request);
      const landlordId = await landlordOf(request);
      const form = await readMultipartForm(request, ['file'], M);
      const kind = importKindSchema.safeParse(form.fields.kind);
      if (!kind.success)
        throw new HttpError(422, M.kind, [{ loc: ['body', 'kind'], msg: M.kind, type: 'enum' }]);
      const file = form.files.file;
      if (!file || file.data.length === 0)
        throw new HttpError(422, M.fileMissing, [
          { loc: ['body', 'file'], msg: M.fileMissing, type: 'missing' },
        ]);
      const dryRun = TRUE_VALUES.has((form.fields.dryRun ?? '').toLowerCase());
      const result: ImportResult = await runImport(
        ctx.db,
        {
          landlordId,
          actorId: principal.userId,
          kind: kind.data,
          fileName: file.filename ?? '',
          bytes: file.data,
          dryRun,
          now: new Date(ctx.now()),
          today: todayInKuwait(ctx.now()),
        },
        () => performance.now(),
      );
      const arabic = readerLocale(request) === 'ar';
      const errors = arabic
        ? result.errors.map((e) => ({ ...e, message: arabicMessage(e.message) }))
        : result.errors;
      const message = result.errors.length ? M.checkedWithErrors : dryRun ? M.checked : M.imported;
      return { success: true, message, data: { ...result, errors } };
    },
    list: async (request) => {
      const landlordId = await landlordOf(request);
      const { items, total } = await listImports(ctx.db, landlordId, request.query);
      return { ...listAnswer(items, total, request.query), message: M.listed };
    },
    get: async (request) => ({
      success: true,
      message: M.found,
      data: await findImport(ctx.db, await landlordOf(request), request.params.id),
    }),
    undo: async (request) => {
      const principal = principalOf(request);
      const landlordId = await landlordOf(request);
      await undoImport(ctx.db, landlordId, request.params.id, principal.userId, new Date(ctx.now()));
      return {
        success: true,
        message: M.undone,
        data: await findImport(ctx.db, landlordId, request.params.id),
      };
    },
  };
});
