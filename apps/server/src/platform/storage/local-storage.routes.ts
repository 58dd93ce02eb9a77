import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { parseRange } from './http-range';
import { verifyGrant } from './local-signing';
import type { LocalStorage } from './local-storage';
import { isStorageKey, keyFileName, normalizeContentType, ObjectTooLargeError } from './storage';

/** Keys are never rewritten (each upload gets a new one), so public bytes may be cached for a year. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, max-age=60';

type SignatureQuery = { expires?: unknown; signature?: unknown; max?: unknown };

function keyOf(request: FastifyRequest, prefix: string): string {
  const rest = (request.params as { '*'?: string })['*'] ?? '';
  const key = prefix ? `${prefix}/${rest}` : rest;
  if (!isStorageKey(key)) throw new AppError('NOT_FOUND');
  return key;
}

function tooLarge(maxBytes: number) {
  return new AppError('FILE_TOO_LARGE', { params: { maxMb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 } });
}

async function serve(storage: LocalStorage, key: string, request: FastifyRequest, reply: FastifyReply, cacheControl: string) {
  const info = await storage.headObject(key);
  if (!info) throw new AppError('NOT_FOUND');
  reply
    .header('content-type', info.contentType)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes');
  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  const length = range ? range.end - range.start + 1 : info.size;
  const stream = await storage.getObjectStream(key, range).catch(() => {
    throw new AppError('NOT_FOUND');
  });
  return reply.header('content-length', length).send(stream);
}

/**
 * The URLs the local disk store signs, served by this server (outside /api, so the same-origin
 * guard does not apply; the signature is the authorisation):
 * - `PUT /media/upload/<key>?max&expires&signature`: streams the body to disk; needs the signed
 *   Content-Type; over the signed size limit it stops, removes what it wrote and answers 413.
 * - `GET /media/public/<rest>`: anyone; a year's cache; the stored content type; nosniff.
 * - `GET /media/private/<rest>?expires&signature`: signed only; a minute's private cache; attachment.
 */
export async function registerLocalStorageRoutes(app: FastifyInstance, storage: LocalStorage) {
  const { signingKey, maxUploadBytes } = storage.options;

  await app.register(async (scope) => {
    // Leave the body unread: the handler streams request.raw to disk (uploads may be 300 MB).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.put('/media/upload/*', { schema: { hide: true } }, async (request, reply) => {
      const key = keyOf(request, '');
      const contentType = normalizeContentType(request.headers['content-type']);
      const query = request.query as SignatureQuery;
      // The signed size limit of this upload's kind (an image's 15 MB, not the store's 300 MB).
      const signedMax = typeof query.max === 'string' && /^\d{1,12}$/.test(query.max) ? Number(query.max) : undefined;
      if (signedMax === undefined || !verifyGrant(signingKey, { method: 'PUT', key, contentType, maxBytes: signedMax }, query))
        throw new AppError('FORBIDDEN');
      const maxBytes = Math.min(signedMax, maxUploadBytes);
      // The unread rest of a refused body is not worth reading: close the connection after the 413.
      if (Number(request.headers['content-length'] ?? 0) > maxBytes) {
        reply.header('connection', 'close');
        throw tooLarge(maxBytes);
      }
      try {
        await storage.receive(key, request.raw, contentType, maxBytes);
      } catch (err) {
        if (!(err instanceof ObjectTooLargeError)) throw err;
        reply.header('connection', 'close');
        throw tooLarge(maxBytes);
      }
      return reply.code(200).send();
    });
  });

  app.get('/media/public/*', { schema: { hide: true } }, async (request, reply) =>
    serve(storage, keyOf(request, 'public'), request, reply, PUBLIC_CACHE),
  );

  app.get('/media/private/*', { schema: { hide: true } }, async (request, reply) => {
    const key = keyOf(request, 'private');
    if (!verifyGrant(signingKey, { method: 'GET', key }, request.query as SignatureQuery)) throw new AppError('FORBIDDEN');
    reply.header('content-disposition', `attachment; filename="${keyFileName(key)}"`);
    return serve(storage, key, request, reply, PRIVATE_CACHE);
  });
}
