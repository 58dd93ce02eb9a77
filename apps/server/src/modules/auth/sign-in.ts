import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { createSession, deleteSession, type SessionPurpose } from '../../platform/auth-session/sessions';
import { secureCookies, setSessionCookie } from '../../platform/auth-session/session-cookie';

/**
 * Signs an account in on this response: a brand-new session (the one the request came with,
 * if any, ends: rotation at sign-in) and its cookie.
 */
export async function startSession(
  deps: Pick<AppDeps, 'config'>,
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  purpose: SessionPurpose = 'full',
): Promise<void> {
  if (request.actor.kind === 'account') await deleteSession(db, request.actor.sessionId);
  const session = await createSession(db, { accountId, purpose, userAgent: request.headers['user-agent'], ip: request.ip });
  setSessionCookie(reply, secureCookies(deps), session.token, session.expiresAt);
}
