import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { encodePassword } from '@app/shared/accounts/password-transport';
import { devMailbox } from '../src/db/schema/index';
import { CLIENT_HEADERS } from './app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client for app.inject: keeps the cookies the server sets (and forgets the
 * ones it clears) and sends the headers our web client sends.
 */
let clients = 0;

export function httpClient(app: FastifyInstance, options: { remoteAddress?: string } = {}) {
  const jar = new Map<string, string>();
  // Each client is its own "device", so per-IP limits apply per client as they would per person.
  clients += 1;
  const remoteAddress = options.remoteAddress ?? `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  async function send(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await app.inject({
      method,
      url,
      payload: payload as object | undefined,
      remoteAddress,
      headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}), ...headers },
    });
    for (const set of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const cleared = set.value === '' || (set.expires && set.expires.getTime() <= Date.now()) || set.maxAge === 0;
      if (cleared) jar.delete(set.name);
      else jar.set(set.name, set.value);
    }
    return res;
  }
  return {
    jar,
    remoteAddress,
    get: (url: string, headers?: Record<string, string>) => send('GET', url, undefined, headers),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) => send('POST', url, payload ?? {}, headers),
    put: (url: string, payload?: unknown) => send('PUT', url, payload ?? {}),
    patch: (url: string, payload?: unknown) => send('PATCH', url, payload ?? {}),
    delete: (url: string, payload?: unknown) => send('DELETE', url, payload ?? {}),
  };
}
export type HttpClient = ReturnType<typeof httpClient>;

let counter = 0;

/** Registers a fresh account through the API (signed in on `client`); returns its credentials. */
export async function signUp(client: HttpClient, overrides: { email?: string; password?: string; firstName?: string } = {}) {
  counter += 1;
  const email = overrides.email ?? `person${counter}.${Date.now()}@example.com`;
  const password = overrides.password ?? 'Sunny-Day-42';
  const res = await client.post('/api/v1/account/register', {
    email,
    password: encodePassword(password),
    accountType: 'individual',
    name: { firstName: overrides.firstName ?? 'Mei', lastName: 'Lin' },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { email, password, account: res.json().data.userObj as { _id: string } };
}

/** Signs in on `client` with an email and password; returns the response. */
export function logIn(client: HttpClient, email: string, password: string) {
  return client.post('/api/v1/account/login', { username: email, password: encodePassword(password) });
}

/** Delivers the outbox now and returns the newest mail to `to` from the dev mailbox. */
export async function latestMail(app: FastifyInstance, to: string) {
  await app.deps.outbox.drain();
  const [mail] = await app.deps.database.db
    .select()
    .from(devMailbox)
    .where(eq(devMailbox.to, to))
    .orderBy(desc(devMailbox.createdAt))
    .limit(1);
  return mail;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(text: string | undefined, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s)"'<>]+`).exec(text ?? '');
  if (!match) throw new Error(`no link starting ${prefix} in: ${text}`);
  return match[0];
}

/** Registers and verifies an account through the API (signed in on `client`). */
export async function signUpVerified(
  app: FastifyInstance,
  client: HttpClient,
  overrides: { email?: string; password?: string; firstName?: string } = {},
) {
  const credentials = await signUp(client, overrides);
  const link = linkIn((await latestMail(app, credentials.email))?.text, `${app.deps.config.publicUrl}/verification/`);
  const res = await client.post(`/api/v1/account/verify/${link.split('/').pop()}`);
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.body}`);
  return credentials;
}
