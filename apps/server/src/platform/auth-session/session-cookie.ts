import fastifyCookie from '@fastify/cookie';
import { SIGNED_IN_COOKIE } from '@app/shared/constants/session';
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

/** Whether a request carries the scripts' "signed in" cookie. */
export function hasSignedInHint(request: FastifyRequest): boolean {
  return request.cookies[SIGNED_IN_COOKIE] !== undefined;
}

/**
 * Sets the scripts' "signed in" cookie (no secret in it: it only spares visitors a GET account
 * that would fail). Without an end, it lasts the browser session; the session cookie's own end
 * is what counts, and an API call after it clears both.
 */
export function setSignedInHint(reply: FastifyReply, secure: boolean, expiresAt?: Date): void {
  reply.setCookie(SIGNED_IN_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', expires: expiresAt });
}

/** Sets the session cookie (httpOnly, SameSite=Lax, Secure over https, until the session's end) and the hint beside it. */
export function setSessionCookie(reply: FastifyReply, secure: boolean, token: string, expiresAt: Date): void {
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
  setSignedInHint(reply, secure, expiresAt);
}

/** Removes the scripts' "signed in" cookie. */
export function clearSignedInHint(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SIGNED_IN_COOKIE, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}

/** Removes the session cookie and the hint. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  clearSignedInHint(reply, secure);
}

/** Reads the session token from a raw Cookie header (the socket handshake has no Fastify request). */
export function readSessionTokenFromCookieHeader(header: string | undefined, secure: boolean): string | undefined {
  if (!header) return undefined;
  return fastifyCookie.parse(header)[sessionCookieName(secure)];
}
