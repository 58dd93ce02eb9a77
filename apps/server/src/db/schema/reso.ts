import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A partner of the RESO Web API (docs/decisions/075-reso-web-api.md): an OAuth2 client an admin
 * created. The secret is shown once; only its SHA-256 is kept (it is 256 random bits, so a slow
 * password hash adds nothing). Revoked clients keep their row, for the admin's list and the log.
 */
export const resoPartnerClients = pgTable('reso_partner_clients', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  clientId: text().notNull().unique(),
  secretHash: text().notNull(),
  createdBy: uuid().references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastTokenAt: timestamp({ withTimezone: true }),
  revokedAt: timestamp({ withTimezone: true }),
});

/** A bearer token issued to a partner (client credentials grant): its SHA-256 and when it expires. */
export const resoAccessTokens = pgTable(
  'reso_access_tokens',
  {
    tokenHash: text().primaryKey(),
    clientId: uuid()
      .notNull()
      .references(() => resoPartnerClients.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reso_access_tokens_client_idx').on(t.clientId, t.expiresAt)],
);
