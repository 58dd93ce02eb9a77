import { boolean, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A person with a login. Roles: verified (email_verified_at), professional (professional_info), admin. */
export const accounts = pgTable('accounts', {
  id: uuid().primaryKey().defaultRandom(),
  /** Always stored trimmed and lowercased. */
  email: text().notNull().unique(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  /** argon2id; null for accounts made through Google that never set a password. */
  passwordHash: text(),
  accountType: text().notNull().default('individual'),
  emailVerifiedAt: timestamp({ withTimezone: true }),
  professionalInfo: jsonb().$type<Record<string, unknown>>(),
  isAdmin: boolean().notNull().default(false),
  /** The admin role came from ADMIN_EMAILS (not from another admin), so leaving the list takes it away. */
  adminFromConfig: boolean().notNull().default(false),
  gender: text(),
  dateOfBirth: date({ mode: 'string' }),
  phone: text(),
  preferredLanguage: text(),
  preferredCurrency: text(),
  timeZone: text(),
  profession: text(),
  country: text().notNull().default('us'),
  locale: text().notNull().default('en-us'),
  /** A mailed temporary password (forgot password) and when it stops working. */
  recoveryPasswordHash: text(),
  recoveryExpiresAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions; the cookie holds a random token, the row only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'full', or 'recovery' after a temporary-password login (may only set a new password). */
    purpose: text().notNull().default('full'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Single-use email verification links; the row holds the token's SHA-256. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: text().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verifications_account_idx').on(t.accountId)],
);

/** Sign-in identities from OpenID Connect providers, linked to an account. */
export const accountIdentities = pgTable(
  'account_identities',
  {
    issuer: text().notNull(),
    subject: text().notNull(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('account_identities_account_idx').on(t.accountId)],
);

/** An OIDC sign-in under way: state, PKCE verifier, nonce and where to return. */
export const oidcFlows = pgTable('oidc_flows', {
  state: text().primaryKey(),
  codeVerifier: text().notNull(),
  nonce: text().notNull(),
  returnTo: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
