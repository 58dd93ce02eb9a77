import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether cookies must be Secure: the site is served over https. */
export function secureCookies(deps: { config: { publicUrl: string } }): boolean {
  return deps.config.publicUrl.startsWith('https://');
}

/** The cookie's name: `__Host-` prefixed over https, which pins it to this host and path /. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-tn_session' : 'tn_session';
}

/** Reads the session token a request carries. */
export function readSessionToken(request: FastifyRequest, secure: boolean): string | undefined {
  return request.cookies[sessionCookieName(secure)];
}

/** Sets the session cookie: httpOnly, SameSite=Lax, Secure over https, until the session's end. */
export function setSessionCookie(reply: FastifyReply, secure: boolean, token: string, expiresAt: Date): void {
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** Reads the session token from a raw Cookie header (the socket handshake has no Fastify request). */
export function readSessionTokenFromCookieHeader(header: string | undefined, secure: boolean): string | undefined {
  if (!header) return undefined;
  return fastifyCookie.parse(header)[sessionCookieName(secure)];
}
