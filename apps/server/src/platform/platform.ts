import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { readSessionTokenFromCookieHeader } from './auth-session/session-cookie';
import { resolveSession } from './auth-session/sessions';
import { createMailer } from './mail/mailer';
import { MAIL_TOPIC, mailHandler } from './mail/mail-queue';
import { createMailTemplates } from './mail/mail-templates';
import { createPageMetaRegistry } from './http/page-meta';
import { resolveAppSecret } from './crypto/app-secret';
import { createSecretBox, hkdfKey } from './crypto/secret-box';
import { createJobScheduler } from './jobs/jobs';
import { createEmbeddedAutovacuum } from './db-maintenance/embedded-autovacuum';
import { createPaymentProvider } from './payments/create-provider';
import { createOutboxWorker } from './outbox/outbox-worker';
import { createRateLimiter } from './rate-limit/rate-limiter';
import { createRealtime } from './realtime/realtime';
import { REALTIME_TOPIC, realtimeHandler } from './realtime/realtime-outbox';
import { createStorage } from './storage/create-storage';
import { createTranslator } from './translate/translator';
import type { PlatformDeps } from './platform-deps';

/**
 * Opens every platform adapter the modules use (database, realtime, rate limits, mail through
 * the outbox) and ties their shutdown to the app's. It knows no module: modules register their
 * outbox topics, jobs and socket events on what it returns, and the outbox worker and the
 * job scheduler start once the app is ready, so with everything registered.
 */
export async function createPlatform(app: FastifyInstance, config: AppConfig, given?: Database): Promise<PlatformDeps> {
  const database = given ?? (await openDatabase(config));
  if (!given) await runMigrations(database);

  const secure = config.publicUrl.startsWith('https://');
  const realtime = await createRealtime(app, config.redisUrl, async (cookieHeader) => {
    const session = await resolveSession(database.db, readSessionTokenFromCookieHeader(cookieHeader, secure));
    return session.status === 'active' && session.actor.purpose === 'full' ? session.actor.accountId : undefined;
  });
  const rateLimiter = await createRateLimiter(config.redisUrl);
  const mailer = createMailer(config, database.db, app.log);
  const appSecret = resolveAppSecret(config);
  const storage = createStorage(config, hkdfKey(appSecret, 'media-urls'));
  const outbox = createOutboxWorker({ db: database.db, log: app.log.child({ component: 'outbox' }) });
  const mail = createMailTemplates();
  outbox.register(MAIL_TOPIC, mailHandler(mailer, mail));
  outbox.register(REALTIME_TOPIC, realtimeHandler(realtime));
  const jobs = createJobScheduler(database.db, app.log.child({ component: 'jobs' }));
  // Modules add their topics and jobs while the app is built; delivery and sweeps start once it is ready.
  app.addHook('onReady', async () => {
    outbox.start();
    jobs.start();
  });
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
    mail,
    jobs,
    paymentProvider: createPaymentProvider(config, database.db, { fingerprintKey: hkdfKey(appSecret, 'card-fingerprints') }),
    secrets: { payoutAccounts: createSecretBox(appSecret, 'payout-methods'), mailLinks: hkdfKey(appSecret, 'mail-links') },
    storage,
    translator: createTranslator(config.translate),
    pageMeta: createPageMetaRegistry(),
  };
}
