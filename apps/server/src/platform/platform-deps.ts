import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { SecretBox } from './crypto/secret-box';
import type { PageMetaRegistry } from './http/page-meta';
import type { JobScheduler } from './jobs/jobs';
import type { MailTemplates } from './mail/mail-templates';
import type { OutboxWorker } from './outbox/outbox-worker';
import type { PaymentProvider } from './payments/payment-provider';
import type { RateLimiter } from './rate-limit/rate-limiter';
import type { Realtime } from './realtime/realtime';
import type { Storage } from './storage/storage';
import type { Translator } from './translate/translator';

/**
 * The platform adapters every module gets. The platform knows no module: modules register
 * what they contribute (outbox topics, jobs, socket events, page metadata) through these.
 */
export type PlatformDeps = {
  config: AppConfig;
  database: Database;
  realtime: Realtime;
  rateLimiter: RateLimiter;
  /**
   * Side effects after commit: modules `register(topic, handler)` theirs while the app is built;
   * services `enqueue` in their transaction and call `kick()` after their commit (or
   * `deliverNow(ids)` where a person waits for the effect, as in a chat).
   */
  outbox: Pick<OutboxWorker, 'register' | 'kick' | 'drain' | 'deliverNow'>;
  /** The mails the app can send: modules `register` their templates (`modules/<name>/mail/`) while the app is built. */
  mail: Pick<MailTemplates, 'register'>;
  /** Periodic sweeps, the one way to add one: modules `add` theirs while the app is built; tests run one with `runNow(name)`. */
  jobs: Pick<JobScheduler, 'add' | 'runDue' | 'runNow' | 'retryFailed' | 'list'>;
  /** The card processor: the demo one, or Stripe when configured. */
  paymentProvider: PaymentProvider;
  /** Encryption at rest, one box per purpose; `mailLinks` keys the HMAC of links that work without signing in. */
  secrets: { payoutAccounts: SecretBox; mailLinks: string };
  /** The file store: local disk, or S3 when configured. */
  storage: Storage;
  /** Machine translation (LibreTranslate-compatible), or null when none is configured: then nothing is translated. */
  translator: Translator | null;
  /** Titles, descriptions and structured data injected into shared pages' HTML. */
  pageMeta: PageMetaRegistry;
};

/** A Fastify scope whose routes are typed by their zod schemas. */
export type ZodScope = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** A platform feature with routes of its own (exchange rates): what a module is, minus module registries. */
export type PlatformModule = (app: ZodScope, deps: PlatformDeps) => Promise<void>;
