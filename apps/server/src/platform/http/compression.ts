import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses HTML and JSON replies of 1 KiB and more on the fly (brotli at a fast quality, or gzip),
 * for clients that ask for it. Build assets skip this: they are sent precompressed (see web-app.ts).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
