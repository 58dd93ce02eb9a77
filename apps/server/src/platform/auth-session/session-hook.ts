import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { VISITOR } from './actor';
import { clearSessionCookie, readSessionToken } from './session-cookie';
import { resolveSession } from './sessions';

/**
 * Decides `request.actor` for API and socket requests from the session cookie. A presented
 * cookie whose session ended is cleared and marked, so protected calls answer 419.
 */
export async function registerSessions(app: FastifyInstance, database: Database, secure: boolean) {
  await app.register(cookie);
  // Fastify's typing of decorators cannot express the union; every request sets its own below.
  app.decorateRequest('actor', null as never);
  app.addHook('onRequest', async (request, reply) => {
    request.actor = VISITOR;
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/dev/')) return;
    const session = await resolveSession(database.db, readSessionToken(request, secure));
    if (session.status === 'active') request.actor = session.actor;
    if (session.status === 'expired') {
      request.actor = { kind: 'visitor', sessionExpired: true };
      clearSessionCookie(reply, secure);
    }
  });
}
