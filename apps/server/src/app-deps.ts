import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { OpenDealRegistry } from './modules/listings/open-deals';
import type { ProductRegistry } from './modules/payments/products';
import type { PageMetaRegistry } from './platform/http/page-meta';
import type { SecretBox } from './platform/crypto/secret-box';
import type { JobScheduler } from './platform/jobs/jobs';
import type { PaymentProvider } from './platform/payments/payment-provider';
import type { OutboxWorker } from './platform/outbox/outbox-worker';
import type { RateLimiter } from './platform/rate-limit/rate-limiter';
import type { Realtime } from './platform/realtime/realtime';
import type { Storage } from './platform/storage/storage';

/** What every module gets: the parsed config and the platform adapters. */
export type AppDeps = {
  config: AppConfig;
  database: Database;
  realtime: Realtime;
  rateLimiter: RateLimiter;
  /** Delivers side effects queued with `enqueue`; services call `kick()` after their commit. */
  outbox: Pick<OutboxWorker, 'kick' | 'drain'>;
  /** Periodic sweeps: modules `add` theirs; tests run one with `runNow(name)`. */
  jobs: Pick<JobScheduler, 'add' | 'runNow'>;
  /** The card processor: the demo one, or Stripe when configured. */
  paymentProvider: PaymentProvider;
  /** What can be bought; selling modules register their product kinds. */
  products: ProductRegistry;
  /** Encryption at rest, one box per purpose; `mailLinks` keys the HMAC of links that work without signing in. */
  secrets: { payoutAccounts: SecretBox; mailLinks: string };
  /** The file store: local disk, or S3 when configured. */
  storage: Storage;
  /** What keeps a listing from being removed; offers and orders register their counts. */
  listingDeals: OpenDealRegistry;
  /** Titles, descriptions and structured data injected into shared pages' HTML. */
  pageMeta: PageMetaRegistry;
};

/** A Fastify scope whose routes are typed by their zod schemas. */
export type ZodScope = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** A module registers its routes (and jobs, socket handlers) into its own scope. */
export type AppModule = (app: ZodScope, deps: AppDeps) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform adapters the app was built with (tests reach realtime and the database here). */
    deps: AppDeps;
  }
}
