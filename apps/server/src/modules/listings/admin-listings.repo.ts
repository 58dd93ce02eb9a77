import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, listingEvents, listings } from '../../db/schema/index';
import type { ListingRow } from './listings.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Any listing, whatever its status, by its id, or its title, street, city or owner's email
 * containing `q` (the admin console's Listings page); the newest first, at most 50.
 */
export async function searchAnyListing(db: DbOrTx, q: string): Promise<(ListingRow & { ownerEmail: string })[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ listing: listings, ownerEmail: accounts.email })
    .from(listings)
    .innerJoin(accounts, eq(accounts.id, listings.ownerId))
    .where(
      UUID.test(q)
        ? eq(listings.id, q)
        : or(
            ilike(listings.title, pattern),
            ilike(listings.street, pattern),
            ilike(listings.city, pattern),
            ilike(accounts.email, pattern),
          ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(50);
  return rows.map((row) => ({ ...row.listing, ownerEmail: row.ownerEmail }));
}

/** The listing's last take-down: the status it was taken down from and why. */
export async function lastTakeDown(db: DbOrTx, id: string): Promise<{ from: string; reason: string | null } | undefined> {
  const [row] = await db
    .select({ from: listingEvents.fromStatus, reason: listingEvents.reason })
    .from(listingEvents)
    .where(and(eq(listingEvents.entityId, id), eq(listingEvents.action, 'take-down')))
    .orderBy(desc(listingEvents.at), desc(sql`${listingEvents.id}`))
    .limit(1);
  return row;
}

/** The owner's email of a listing. */
export async function ownerEmailOf(db: DbOrTx, ownerId: string): Promise<string> {
  const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, ownerId));
  return row?.email ?? '';
}
