import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { listings } from './listings';

/** A per-account list of listings: (account, listing) pairs, each added once. */
function accountListingList<const N extends string>(name: N) {
  return pgTable(
    name,
    {
      accountId: uuid()
        .notNull()
        .references(() => accounts.id, { onDelete: 'cascade' }),
      listingId: uuid()
        .notNull()
        .references(() => listings.id, { onDelete: 'cascade' }),
      createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.accountId, t.listingId] }), index(`${name}_listing_idx`).on(t.listingId)],
  );
}

/** Listings an account saved (spec: savedProps). */
export const savedListings = accountListingList('saved_listings');

/** Listings an account hid from its searches (spec: hidden). */
export const hiddenListings = accountListingList('hidden_listings');
