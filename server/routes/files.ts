import { DOCUMENT_MESSAGES } from '../../domain/documents';
import { HttpError } from '../http/errors';
import { verifyDocumentSignature } from '../storage/documentLinks';
import { contentTypeOf, DOCUMENTS_PREFIX } from '../storage/fileStorage';
import { filesContract } from '../../domain/contracts/files';
import { contractRoutes } from '../http/contractRoutes';
import { text } from '../../domain/messages/text';

/** How long the bucket's own link lives: long enough to follow the redirect, no longer. */
export const BUCKET_LINK_SECONDS = 60;

/**
 * Private documents, by signed link only: the signature (made by a route that checked the
 * caller may read the record) is the permission, so the link also works in a new tab or an
 * <img>, and stops working when it expires. On disk the API sends the bytes; with STORAGE=s3 it
 * sends the browser on to a presigned GET of the bucket, made afresh for each request, so the
 * bytes never pass through an instance and a link handed out earlier keeps its own expiry.
 */
export const filesRoutes = contractRoutes(filesContract, async (ctx) => {
  return {
    get: async (request, reply) => {
      const { key } = request.params;
      const { expires, sig } = request.query;
      if (!verifyDocumentSignature(ctx.config.jwtSecret, key, expires, sig, ctx.now())) {
        throw new HttpError(403, DOCUMENT_MESSAGES.linkExpired);
      }
      const ext = key.split('.').pop() ?? '';
      const contentType = contentTypeOf(key);
      // Only our re-encoded images open in the page; a user's PDF can carry scripts, so it is
      // downloaded, and anything opened from here runs in a sandbox with no script at all.
      const disposition = ['jpg', 'png'].includes(ext) ? 'inline' : 'attachment';
      const storageKey = `${DOCUMENTS_PREFIX}${key}`;
      if (ctx.storage.kind === 's3') {
        const options = { nowMs: ctx.now(), ttlSeconds: BUCKET_LINK_SECONDS, contentType, disposition };
        return reply
          .header('Cache-Control', 'private, no-store')
          .redirect(await ctx.storage.signedUrl(storageKey, options), 302);
      }
      const file = await ctx.storage.get(storageKey);
      if (!file) throw new HttpError(404, text('documents.fileNotFound'));
      return (
        reply
          .header('Content-Type', contentType)
          .header('Content-Length', file.size)
          // Civil ID scans and contracts: kept by no cache, the browser's included.
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', disposition)
          .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.body)
      );
    },
  };
});
