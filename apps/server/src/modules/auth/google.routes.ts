import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { routes } from '../../platform/http/route';
import { createGoogleSignIn, FLOW_TTL_MS, GOOGLE_CALLBACK_PATH, safeReturnPath } from './google-sign-in';
import { secureCookies } from '../../platform/auth-session/session-cookie';
import { startSession } from './sign-in';

/**
 * Appends `auth=google-failed` so the web can say 'Google sign-in did not complete…', or
 * `auth=google-other-browser` ('…must finish in the browser where it started…').
 */
function withFailure(path: string, failure: 'google-failed' | 'google-other-browser' = 'google-failed') {
  return `${path}${path.includes('?') ? '&' : '?'}auth=${failure}`;
}

/**
 * The cookie binding a sign-in flow to the browser that started it: its state, httpOnly,
 * SameSite=Lax (sent on the provider's top-level redirect back), for as long as the flow lives.
 */
function flowCookieName(secure: boolean) {
  return secure ? '__Host-tn_google_flow' : 'tn_google_flow';
}
const flowCookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/' });

/** GET /api/v1/auth/google?cb=<route> and its callback (spec section 7). */
export const googleRoutes: AppModule = async (app, deps) => {
  const google = createGoogleSignIn(deps);

  const route = routes(app, { tags: ['account'] });

  route({
    method: 'GET',
    url: '/api/v1/auth/google',
    auth: 'visitor',
    summary: 'Sign in with Google (redirects)',
    querystring: z.object({ cb: z.string().max(2000).optional() }),
    handler: async (request, _actor, reply) => {
      const returnTo = safeReturnPath(request.query.cb, deps.config.publicUrl);
      if (!google.enabled) return reply.redirect(withFailure(returnTo));
      try {
        const { url, state } = await google.start(returnTo);
        const secure = secureCookies(deps);
        reply.setCookie(flowCookieName(secure), state, { ...flowCookieOptions(secure), maxAge: FLOW_TTL_MS / 1000 });
        return reply.redirect(url.toString());
      } catch (err) {
        request.log.error({ err }, 'google sign-in could not start');
        return reply.redirect(withFailure(returnTo));
      }
    },
  });

  route({
    method: 'GET',
    url: GOOGLE_CALLBACK_PATH,
    auth: 'visitor',
    hide: true,
    handler: async (request, _actor, reply) => {
      const callbackUrl = new URL(request.url, deps.config.publicUrl);
      const secure = secureCookies(deps);
      const result = await google.finish(callbackUrl, request.cookies[flowCookieName(secure)]);
      reply.clearCookie(flowCookieName(secure), flowCookieOptions(secure));
      if (!result.ok) {
        request.log.warn({ err: result.cause }, 'google sign-in failed');
        return reply.redirect(withFailure(result.returnTo, result.otherBrowser ? 'google-other-browser' : 'google-failed'));
      }
      await startSession(deps, deps.database.db, request, reply, result.account.id);
      return reply.redirect(result.returnTo);
    },
  });
};
