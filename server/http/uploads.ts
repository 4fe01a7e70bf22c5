import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Uploaded images, read-only at /uploads/<sha256>.webp. A name is its content's hash, so a file
 * never changes and can be cached for a year. Only re-encoded WebP images are ever written here
 * (server/storage/images.ts), and helmet's nosniff keeps browsers from guessing another type.
 */
export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}
