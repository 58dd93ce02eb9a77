import type { EmailVerifiedHooks } from './modules/accounts/index';
import type { OpenDealRegistry } from './modules/listings/index';
import type { ProductRegistry } from './modules/payments/index';
import type { PlatformDeps, ZodScope } from './platform/platform-deps';

export type { ZodScope } from './platform/platform-deps';

/**
 * What every module gets: the platform adapters, and the registries some modules own and others
 * contribute to (the composition root, `app.ts`, creates them).
 */
export type AppDeps = PlatformDeps & {
  /** What can be bought; selling modules register their product kinds. */
  products: ProductRegistry;
  /** What keeps a listing from being removed; offers and orders register their counts. */
  listingDeals: OpenDealRegistry;
  /** What happens when an account verifies its email; listings release listings waiting on it. */
  emailVerified: EmailVerifiedHooks;
};

/** A module registers its routes (and jobs, outbox topics, socket events) into its own scope. */
export type AppModule = (app: ZodScope, deps: AppDeps) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The adapters and registries the app was built with (tests reach realtime and the database here). */
    deps: AppDeps;
  }
}
