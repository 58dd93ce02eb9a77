import { z } from 'zod';
import type { AppModule } from '../../app-deps';

const ZHealth = z.object({ status: z.literal('ok') });
const ZReady = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });

/** /healthz: the process answers. /readyz: and its database answers too (load balancers route on it). */
export const healthRoutes: AppModule = async (app, { database }) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: ZHealth } } }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', { schema: { hide: true, response: { 200: ZReady, 503: ZReady } } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' as const, database: database.kind };
    } catch (err) {
      request.log.error({ err }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable' as const, database: database.kind });
    }
  });
};
