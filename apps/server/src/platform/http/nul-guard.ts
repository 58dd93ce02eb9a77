import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads NUL and other control characters itself (the search box reads them as spaces). */
    acceptsNul?: boolean;
  }
}

/** Whether a parsed request part holds U+0000 in any string or key. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a NUL in any field reached the database and
 * failed there as a 500 (found by the API fuzzing: feedback, saved searches, listings,
 * communities, cards, uploads, the newsletter). No field of ours means anything by it: an API
 * request carrying one in its path, query or body is answered 400 'Invalid Input' before validation.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.acceptsNul) return;
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw new AppError('INVALID_INPUT');
  });
}
