import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { VISITOR } from './actor';
import { clearSessionCookie, clearSignedInHint, hasSignedInHint, readSessionToken, setSignedInHint } from './session-cookie';
import { resolveSession } from './sessions';

function isApiRequest(url: string) {
  return url.startsWith('/api/') || url.startsWith('/dev/');
}

/** A page of the web app (not an asset): the browser opening or reloading the app. */
function isPageRequest(request: FastifyRequest) {
  const pathname = request.url.split('?')[0] ?? '';
  return request.method === 'GET' && !pathname.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Decides `request.actor` for API and socket requests from the session cookie. A presented
 * cookie whose session ended is cleared and marked, so protected calls answer 419. Keeps the
 * scripts' "signed in" cookie in step with the session: set while it is active, cleared with
 * it, also on a page load, so the web app knows whether to ask who is signed in.
 */
export async function registerSessions(app: FastifyInstance, database: Database, secure: boolean) {
  await app.register(cookie);
  // Fastify's typing of decorators cannot express the union; every request sets its own below.
  app.decorateRequest('actor', null as never);
  app.addHook('onRequest', async (request, reply) => {
    request.actor = VISITOR;
    const token = readSessionToken(request, secure);
    if (!isApiRequest(request.url)) {
      if (!isPageRequest(request)) return;
      if (!token && hasSignedInHint(request)) clearSignedInHint(reply, secure);
      // A session from before the hint existed: look it up once, on this page load.
      if (token && !hasSignedInHint(request) && (await resolveSession(database.db, token)).status === 'active') {
        setSignedInHint(reply, secure);
      }
      return;
    }
    const session = await resolveSession(database.db, token);
    if (session.status === 'active') {
      request.actor = session.actor;
      if (!hasSignedInHint(request)) setSignedInHint(reply, secure);
    }
    if (session.status === 'expired') {
      request.actor = { kind: 'visitor', sessionExpired: true };
      clearSessionCookie(reply, secure);
    }
    if (session.status === 'none' && hasSignedInHint(request)) clearSignedInHint(reply, secure);
  });
}
