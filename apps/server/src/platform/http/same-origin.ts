import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Let a state-changing call through without the same-origin checks (signed webhooks). */
    crossOrigin?: boolean;
  }
}

/**
 * State-changing API calls must come from our own pages: a matching Origin (when the browser
 * sends one) and the custom `X-Requested-With` header, which a cross-site form cannot set.
 */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.crossOrigin) return;
    const origin = request.headers.origin;
    if (origin && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new AppError('FORBIDDEN');
    }
    if (!request.headers['x-requested-with']) throw new AppError('FORBIDDEN');
  });
}
