import type { FastifyInstance } from 'fastify';
import { IMAGES_PREFIX, type FileStorage } from '../storage/fileStorage';
import { isImageName } from '../storage/images';

/**
 * Uploaded images, read-only at /uploads/<sha256>.webp, from whichever store holds them (the data
 * folder or the bucket), so the address a record keeps works on every instance and survives a
 * move to S3. A name is its content's hash, so a file never changes: cached for a year, and its
 * name is its ETag. Only re-encoded WebP images are ever stored under this prefix
 * (server/storage/images.ts), and helmet's nosniff keeps browsers from guessing another type.
 */
export async function registerUploads(app: FastifyInstance, storage: FileStorage): Promise<void> {
  app.get<{ Params: { name: string } }>(
    '/uploads/:name',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      if (!isImageName(name)) return reply.callNotFound();
      const etag = `"${name.slice(0, 64)}"`;
      const cached = () =>
        reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
      // The browser holds this very content (the hash says so): nothing to fetch from the store.
      if (request.headers['if-none-match'] === etag) return cached().code(304).send();
      const file = await storage.get(`${IMAGES_PREFIX}${name}`);
      if (!file) return reply.callNotFound();
      return cached().type('image/webp').header('Content-Length', file.size).send(file.body);
    },
  );
}
