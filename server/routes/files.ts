import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_MESSAGES } from '../../domain/documents';
import { HttpError } from '../http/errors';
import { documentsDir, verifyDocumentSignature } from '../storage/documents';
import type { AppContext } from '../context';
import { filesAnswers } from '../answers/files';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Private documents, by signed link only: the signature (made by a route that checked the
 * caller may read the record) is the permission, so the link also works in a new tab or an
 * <img>, and stops working when it expires.
 */
export const filesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/files/:key',
      {
        config: { public: true },
        schema: {
          params: z.object({ key: z.string().max(40) }),
          querystring: z.object({ expires: z.coerce.number().int(), sig: z.string().max(100) }),
          response: filesAnswers.main,
        },
      },
      async (request, reply) => {
        const { key } = request.params;
        const { expires, sig } = request.query;
        if (!verifyDocumentSignature(ctx.config.jwtSecret, key, expires, sig, ctx.now())) {
          throw new HttpError(403, DOCUMENT_MESSAGES.linkExpired);
        }
        const file = path.join(documentsDir(ctx.config.dataDir), key);
        const info = await stat(file).catch(() => null);
        if (!info) throw new HttpError(404, 'File not found.');
        const ext = key.split('.').pop() ?? '';
        return (
          reply
            .header('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
            .header('Content-Length', info.size)
            // Civil ID scans and contracts: kept by no cache, the browser's included.
            .header('Cache-Control', 'private, no-store')
            // Only our re-encoded images open in the page; a user's PDF can carry scripts, so it is
            // downloaded, and anything opened from here runs in a sandbox with no script at all.
            .header('Content-Disposition', ['jpg', 'png'].includes(ext) ? 'inline' : 'attachment')
            .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
            .header('X-Content-Type-Options', 'nosniff')
            .send(createReadStream(file))
        );
      },
    );
  };
