import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../src/db/client';
import { seedAccount, type Account } from '../src/seed/factories';
import { hashPassword } from '../src/platform/auth-session/passwords';
import { sessionCookieName } from '../src/platform/auth-session/session-cookie';
import { createSession } from '../src/platform/auth-session/sessions';
import { httpClient, type HttpClient } from './http-client';

/**
 * Who may call the API (spec section 6), as the accounts table keeps them: signed in is a
 * session, verified is `email_verified_at`, professional is `professional_info`, admin is
 * `is_admin`. "stranger" and "owner" are both plain verified accounts; the owner is the one
 * whose objects a call names.
 */
export const ROLES = ['visitor', 'user', 'stranger', 'owner', 'professional', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type AccountRole = Exclude<Role, 'visitor'>;

/** Every role account's password. */
export const ROLE_PASSWORD = 'Sunny-Day-42';
let passwordHash: Promise<string> | undefined;

/** Inserts an account holding a role (a professional and an admin are verified too). */
export async function seedRoleAccount(db: DbOrTx, role: AccountRole): Promise<Account> {
  passwordHash ??= hashPassword(ROLE_PASSWORD);
  return seedAccount(db, {
    passwordHash: await passwordHash,
    emailVerifiedAt: role === 'user' ? null : new Date(),
    professionalInfo: role === 'professional' ? { profession: 'agent' } : null,
    isAdmin: role === 'admin',
  });
}

/**
 * A browser-like client (its own address, so per-IP limits stay per client) signed in as the
 * account on a session of its own, or a visitor when there is no account. A call that ends its
 * session (logout) leaves every other client signed in.
 */
export async function clientAs(app: FastifyInstance, account: Pick<Account, 'id'> | null): Promise<HttpClient> {
  const client = httpClient(app);
  if (account) {
    const { token } = await createSession(app.deps.database.db, { accountId: account.id });
    client.jar.set(sessionCookieName(false), token);
  }
  return client;
}
