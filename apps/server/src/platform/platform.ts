import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { syncConfiguredAdmins } from '../modules/accounts/accounts.repo';
import { readSessionTokenFromCookieHeader } from './auth-session/session-cookie';
import { resolveSession } from './auth-session/sessions';
import { createMailer } from './mail/mailer';
import { MAIL_TOPIC, mailHandler } from './mail/mail-queue';
import { authCleanupJob } from '../modules/auth/auth.jobs';
import { createOpenDealRegistry } from '../modules/listings/open-deals';
import { MEDIA_ERASE_TOPIC, mediaEraseHandler } from '../modules/media/media-erasure';
import { createProductRegistry } from '../modules/payments/products';
import { createPageMetaRegistry } from './http/page-meta';
import { resolveAppSecret } from './crypto/app-secret';
import { createSecretBox, hkdfKey } from './crypto/secret-box';
import { createJobScheduler, type Job } from './jobs/jobs';
import { createEmbeddedAutovacuum } from './db-maintenance/embedded-autovacuum';
import { createPaymentProvider } from './payments/create-provider';
import { createOutboxWorker } from './outbox/outbox-worker';
import { createRateLimiter } from './rate-limit/rate-limiter';
import { createRealtime } from './realtime/realtime';
import { createStorage } from './storage/create-storage';

/** Every periodic sweep; modules contribute theirs here. */
const JOBS: Job[] = [authCleanupJob];

/**
 * Opens every platform adapter the modules use (database, realtime, rate limits, mail through
 * the outbox) and ties their shutdown to the app's.
 */
export async function createPlatform(app: FastifyInstance, config: AppConfig, given?: Database): Promise<AppDeps> {
  const database = given ?? (await openDatabase(config));
  if (!given) await runMigrations(database);
  await syncConfiguredAdmins(database.db, config.adminEmails);

  const secure = config.publicUrl.startsWith('https://');
  const realtime = await createRealtime(app, config.redisUrl, async (cookieHeader) => {
    const session = await resolveSession(database.db, readSessionTokenFromCookieHeader(cookieHeader, secure));
    return session.status === 'active' && session.actor.purpose === 'full' ? session.actor.accountId : undefined;
  });
  const rateLimiter = await createRateLimiter(config.redisUrl);
  const mailer = createMailer(config, database.db, app.log);
  const appSecret = resolveAppSecret(config);
  const storage = createStorage(config, hkdfKey(appSecret, 'media-urls'));
  const outbox = createOutboxWorker({
    db: database.db,
    handlers: { [MAIL_TOPIC]: mailHandler(mailer), [MEDIA_ERASE_TOPIC]: mediaEraseHandler(storage) },
    log: app.log.child({ component: 'outbox' }),
  });
  outbox.start();
  const jobs = createJobScheduler(database.db, JOBS, app.log.child({ component: 'jobs' }));
  // Modules add their jobs while the app is built; the sweeps start once it is ready.
  app.addHook('onReady', async () => jobs.start());
  // PostgreSQL vacuums by itself; the embedded PGlite does not.
  const autovacuum = database.kind === 'pglite' ? createEmbeddedAutovacuum(database.db, app.log.child({ component: 'autovacuum' })) : null;
  app.addHook('onReady', async () => autovacuum?.start());

  app.addHook('preClose', async () => {
    await autovacuum?.stop();
    await jobs.stop();
    await outbox.stop();
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    await rateLimiter.close();
    if (!given) await database.close();
  });
  app.addHook('onClose', async () => storage.close());
  return {
    config,
    database,
    realtime,
    rateLimiter,
    outbox,
    jobs,
    paymentProvider: createPaymentProvider(config, database.db, { fingerprintKey: hkdfKey(appSecret, 'card-fingerprints') }),
    products: createProductRegistry(),
    secrets: { payoutAccounts: createSecretBox(appSecret, 'payout-methods'), mailLinks: hkdfKey(appSecret, 'mail-links') },
    storage,
    listingDeals: createOpenDealRegistry(),
    pageMeta: createPageMetaRegistry(),
  };
}
