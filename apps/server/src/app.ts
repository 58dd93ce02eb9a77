import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, AppModule } from './app-deps';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerSessions } from './platform/auth-session/session-hook';
import { registerCompression } from './platform/http/compression';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/http/error-handler';
import { serializeRequest } from './platform/http/log-redaction';
import { registerOpenApi } from './platform/http/openapi';
import { registerNulGuard } from './platform/http/nul-guard';
import { registerSameOriginGuard } from './platform/http/same-origin';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { fastifyTrustProxy } from './platform/http/trust-proxy';
import { registerWebApp } from './platform/http/web-app';
import { createPlatform } from './platform/platform';
import { adminRoutes } from './modules/admin/index';
import { couponsRoutes } from './modules/coupons/index';
import { leadsRoutes } from './modules/leads/index';
import { accountsRoutes, createEmailVerifiedHooks, syncConfiguredAdmins } from './modules/accounts/index';
import { authRoutes } from './modules/auth/index';
import { devMailRoutes } from './modules/dev-mail/index';
import { feedbackRoutes } from './modules/feedback/index';
import { healthRoutes } from './modules/health/index';
import { createOpenDealRegistry, listingsRoutes } from './modules/listings/index';
import { listhubRoutes } from './modules/listhub/index';
import { listingReportsRoutes } from './modules/listing-reports/index';
import { demoPhotoRoutes, mediaRoutes } from './modules/media/index';
import { newsletterRoutes } from './modules/newsletter/index';
import { membershipsRoutes } from './modules/memberships/index';
import { messagingRoutes } from './modules/messaging/index';
import { offersRoutes } from './modules/offers/index';
import { ordersRoutes } from './modules/orders/index';
import { vodRoutes } from './modules/vod/index';
import { createProductRegistry, paymentsRoutes, stripeWebhookRoutes } from './modules/payments/index';
import { placesRoutes } from './modules/places/index';
import { resoRoutes } from './modules/reso/index';
import { professionalsRoutes } from './modules/professionals/index';
import { savedSearchesRoutes } from './modules/saved-searches/index';
import { searchRoutes } from './modules/search/index';
import { seoRoutes } from './modules/seo/index';
import { servicesRoutes } from './modules/services/index';
import { walletRoutes } from './modules/wallet/index';
import { fxRoutes } from './platform/fx/fx.routes';
import { demoApprovalRoutes } from './platform/payments/demo/demo-approvals.routes';

export type BuildAppOptions = {
  /** An open, migrated database; when absent the app opens and migrates the configured one. */
  database?: Database;
  /** Where JSON log lines go (tests capture them); stdout by default. */
  logStream?: Writable;
};

const REQUEST_ID = /^[\w.:-]{1,100}$/;
const MODULES: AppModule[] = [
  healthRoutes,
  authRoutes,
  accountsRoutes,
  listingsRoutes,
  listhubRoutes,
  resoRoutes,
  offersRoutes,
  ordersRoutes,
  professionalsRoutes,
  adminRoutes,
  vodRoutes,
  searchRoutes,
  savedSearchesRoutes,
  feedbackRoutes,
  listingReportsRoutes,
  newsletterRoutes,
  walletRoutes,
  paymentsRoutes,
  couponsRoutes,
  membershipsRoutes,
  messagingRoutes,
  leadsRoutes,
  servicesRoutes,
  seoRoutes,
  stripeWebhookRoutes,
  demoPhotoRoutes,
  mediaRoutes,
  placesRoutes,
  fxRoutes,
  demoApprovalRoutes,
];
/** Developer tools that must not exist in production. */
const DEV_MODULES: AppModule[] = [devMailRoutes];

/** Builds the whole server (API, socket, web app) without listening; tests use inject(). */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    // Off by default, so a client cannot pick its own address with X-Forwarded-For.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const platform = await createPlatform(app, config, options.database);
  await syncConfiguredAdmins(platform.database.db, config.adminEmails);
  // Registries owned by a module and filled by others: the composition root creates them, so the platform knows no module.
  const deps: AppDeps = {
    ...platform,
    products: createProductRegistry(),
    listingDeals: createOpenDealRegistry(),
    emailVerified: createEmailVerifiedHooks(),
  };
  app.decorate('deps', deps);

  registerErrorHandling(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    mapTileUrl: config.mapTileUrl,
    storageOrigin: new URL(deps.storage.publicUrl('public/origin')).origin,
    stripe: deps.paymentProvider.kind === 'stripe',
  });
  registerSameOriginGuard(app, config.publicUrl);
  registerNulGuard(app);
  await registerSessions(app, deps.database, config.publicUrl.startsWith('https://'));
  await registerOpenApi(app, config.publicUrl);

  for (const module of config.env === 'production' ? MODULES : [...MODULES, ...DEV_MODULES]) {
    await app.register(async (scope) => module(scope, deps));
  }
  await registerWebApp(app, config, deps.pageMeta);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
