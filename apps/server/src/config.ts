import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { REGISTER_PROMO_CODES } from '@app/shared/promotions/promo-codes';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list as Fastify accepts them. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** Which hops may set X-Forwarded-For: true/false, a hop count, or a list of proxy IPs and CIDRs. */
export type TrustProxy = boolean | number | string[];

const ZTrustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const text = value.trim().toLowerCase();
      if (text === 'true' || text === 'false') return text === 'true';
      if (/^\d+$/.test(text)) return Number(text);
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
      ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count, or a comma-separated list of proxy IPs/CIDRs' });
      return z.NEVER;
    }),
);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  REDIS_URL: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  SMTP_URL: optionalUrl,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** The Connect endpoint's signing secret: connected accounts' events (account.updated) come signed with it (decision 088). */
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** Another Stripe API host (stripe-mock, a recorded peer in tests); Stripe's own when unset. */
  STRIPE_API_BASE: optionalUrl,
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url().default('https://accounts.google.com')),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  APP_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  /** Promos /register/{promo} accepts (comma-separated, any case); unset: the built-in list. */
  REGISTER_PROMOS: z.preprocess(emptyToUndefined, z.string().optional()),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: optionalString,
  GEOCODER_URL: optionalUrl,
  FX_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  /** A LibreTranslate-compatible API (POST /translate); unset: messages are not translated. */
  TRANSLATE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  TRANSLATE_API_KEY: optionalString,
  TRUST_PROXY: ZTrustProxy,
  LISTHUB_FEED_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  LISTHUB_FEED_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(24 * 60),
  MAP_TILE_URL: optionalUrl,
  PAYMENTS_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Fault injection for the crash test: the process kills itself right after the processor charged. Test only. */
  CRASH_AFTER_PROVIDER_CHARGE: z.enum(['true', 'false']).default('false'),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Unset: the embedded PGlite under dataDir (or in memory when dataDir is ':memory:'). */
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process may hold at once (requests queue for one beyond that). */
  databasePoolSize: number;
  redisUrl: string | undefined;
  s3: { endpoint?: string; region?: string; bucket?: string; accessKeyId?: string; secretAccessKey?: string };
  smtpUrl: string | undefined;
  /** `publishableKey` is for Stripe.js in the browser, which collects the cards. */
  stripe: { secretKey?: string; webhookSecret?: string; connectWebhookSecret?: string; publishableKey?: string; apiBase?: string };
  oidc: { issuer: string; clientId?: string; clientSecret?: string };
  adminEmails: string[];
  /** Promos that open professional sign-up at /register/{promo}, lower case. */
  registerPromos: string[];
  /** Key material for data encrypted at rest (payout account numbers); see platform/crypto. */
  appSecret: string | undefined;
  /** Seed the demo data set when the database has no listings yet. */
  seedDemo: boolean;
  logLevel: string;
  /** Where the built web app lives; absent in API-only test apps. */
  webDistDir: string | undefined;
  /** A Nominatim-compatible geocoder for place search; unset: the offline gazetteer. */
  geocoderUrl: string | undefined;
  /** An ECB eurofxref-daily.xml feed refreshed daily; unset: no fetching, the offline reference rates. */
  fxUrl: string | undefined;
  /** A LibreTranslate-compatible translator (messages); unset: no translations, and the app offers none. */
  translate: { url?: string; apiKey?: string };
  /** A ListHub feed imported on a schedule as a full feed (decision 068); unset: only admins' uploads. */
  listhub: { feedUrl: string | undefined; everyMs: number };
  /** Behind a load balancer: whose X-Forwarded-For gives the client's address (per-IP limits). */
  trustProxy: TrustProxy;

  /**
   * OpenStreetMap-compatible tiles ({z}/{x}/{y}); their origin is the one image host the CSP allows besides our own and
   * the file store. Unset: the maps draw the basemap shipped with the web app and load no tiles.
   */
  mapTileUrl?: string;
  /** A payment still pending after `reconcileAfterMs` is settled or voided from the processor's records. */
  payments: { reconcileAfterMs: number; crashAfterProviderCharge: boolean };
  /** URLs in one child sitemap: the protocol's 50,000 unless set (tests set small numbers). */
  sitemapUrlLimit?: number;
};

/** Thrown when an environment variable is malformed; names the variable. */
export class ConfigError extends Error {}

/** Reads the process environment once, at boot. Nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_PUBLISHABLE_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY (Stripe.js collects the cards)',
    );
  if (e.CRASH_AFTER_PROVIDER_CHARGE === 'true' && e.NODE_ENV !== 'test')
    throw new ConfigError('Invalid configuration:\n  CRASH_AFTER_PROVIDER_CHARGE: only allowed when NODE_ENV=test');
  const port = e.PORT;
  if (e.PUBLIC_URL?.startsWith('https://') && e.NODE_ENV !== 'production') {
    // A public deployment run with development settings would serve the dev mailbox and demo data.
    throw new ConfigError(
      `Invalid configuration:\n  NODE_ENV: is ${e.NODE_ENV} but PUBLIC_URL is https:// (a public deployment); set NODE_ENV=production`,
    );
  }
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: e.DATA_DIR === ':memory:' ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    },
    smtpUrl: e.SMTP_URL,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      apiBase: e.STRIPE_API_BASE,
    },
    oidc: { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET },
    adminEmails: e.ADMIN_EMAILS,
    registerPromos: (e.REGISTER_PROMOS?.split(',') ?? [...REGISTER_PROMO_CODES]).map((promo) => promo.trim().toLowerCase()).filter(Boolean),
    appSecret: e.APP_SECRET,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV === 'development',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    geocoderUrl: e.GEOCODER_URL?.replace(/\/$/, ''),
    fxUrl: e.FX_URL,
    translate: { url: e.TRANSLATE_URL?.replace(/\/$/, ''), apiKey: e.TRANSLATE_API_KEY },
    trustProxy: e.TRUST_PROXY,
    listhub: { feedUrl: e.LISTHUB_FEED_URL, everyMs: e.LISTHUB_FEED_INTERVAL_MINUTES * 60_000 },
    mapTileUrl: e.MAP_TILE_URL,
    payments: {
      reconcileAfterMs: e.PAYMENTS_RECONCILE_AFTER_SECONDS * 1000,
      crashAfterProviderCharge: e.CRASH_AFTER_PROVIDER_CHARGE === 'true',
    },
  };
}

/** A config for tests: in-memory database, no web bundle, silent logs; override what a test needs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:' }), ...overrides };
}
