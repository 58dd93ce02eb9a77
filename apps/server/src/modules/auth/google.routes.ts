import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { createGoogleSignIn, GOOGLE_CALLBACK_PATH, safeReturnPath } from './google-sign-in';
import { startSession } from './sign-in';

/** Appends `auth=google-failed` so the web can say 'Google sign-in did not complete…'. */
function withFailure(path: string) {
  return `${path}${path.includes('?') ? '&' : '?'}auth=google-failed`;
}

/** GET /api/v1/auth/google?cb=<route> and its callback (spec section 7). */
export const googleRoutes: AppModule = async (app, deps) => {
  const google = createGoogleSignIn(deps);

  app.get('/api/v1/auth/google', { schema: { tags: ['account'], summary: 'Sign in with Google (redirects)', querystring: z.object({ cb: z.string().max(2000).optional() }) } }, async (request, reply) => {
    const returnTo = safeReturnPath(request.query.cb, deps.config.publicUrl);
    if (!google.enabled) return reply.redirect(withFailure(returnTo));
    try {
      return reply.redirect((await google.start(returnTo)).toString());
    } catch (err) {
      request.log.error({ err }, 'google sign-in could not start');
      return reply.redirect(withFailure(returnTo));
    }
  });

  app.get(GOOGLE_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const callbackUrl = new URL(request.url, deps.config.publicUrl);
    const result = await google.finish(callbackUrl);
    if (!result.ok) {
      request.log.warn({ err: result.cause }, 'google sign-in failed');
      return reply.redirect(withFailure(result.returnTo));
    }
    await startSession(deps, deps.database.db, request, reply, result.account.id);
    return reply.redirect(result.returnTo);
  });
};
