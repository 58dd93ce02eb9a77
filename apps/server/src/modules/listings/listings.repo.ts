import { and, count, desc, eq, gt, inArray, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listingEvents, listings, listingViews, savedListings } from '../../db/schema/index';

/** The tables a listing's state machine updates (status) and appends to (events). */
export const listingStateTables = { table: listings, events: listingEvents };

/** Who may see a listing: active, paid (complete) and not hidden by its owner. */
export const publicListing = and(eq(listings.status, 'active'), eq(listings.complete, true), eq(listings.hidden, false));

const cardColumns = {
  id: listings.id,
  title: listings.title,
  priceMinor: listings.priceMinor,
  currency: listings.currency,
  propertyType: listings.propertyType,
  listingType: listings.listingType,
  beds: listings.beds,
  baths: listings.baths,
  sizeSqft: listings.sizeSqft,
  street: listings.street,
  apt: listings.apt,
  city: listings.city,
  state: listings.state,
  zip: listings.zip,
  country: listings.country,
  latitude: listings.latitude,
  longitude: listings.longitude,
  photos: listings.photos,
  publishedAt: listings.publishedAt,
};

export type ListingCardRow = Awaited<ReturnType<typeof findFeaturedListings>>[number];

/** Featured, public listings, newest first. */
export function findFeaturedListings(db: DbOrTx, limit: number) {
  return db
    .select(cardColumns)
    .from(listings)
    .where(and(publicListing, eq(listings.featured, true), isNotNull(listings.publishedAt)))
    .orderBy(desc(listings.publishedAt), desc(listings.id))
    .limit(limit);
}

/** Public listings among the given ids, in no particular order. */
export function findPublicListingsByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(cardColumns)
    .from(listings)
    .where(and(publicListing, inArray(listings.id, [...ids])));
}

/** How many public listings each of the given cities has. */
export function countPublicListingsByCity(db: DbOrTx, cities: readonly string[]) {
  return db
    .select({ city: listings.city, state: listings.state, listingCount: count() })
    .from(listings)
    .where(and(publicListing, inArray(listings.city, [...cities])))
    .groupBy(listings.city, listings.state);
}

export type ListingRow = typeof listings.$inferSelect;

/** Inserts a listing row. */
export async function insertListing(db: DbOrTx, values: typeof listings.$inferInsert): Promise<ListingRow> {
  const [row] = await db.insert(listings).values(values).returning();
  if (!row) throw new Error('listing insert returned no row');
  return row;
}

/** The listing a feed's ListingKey names, whatever its state, locked for the caller's transaction. */
export async function lockListingByKey(tx: DbOrTx, listingKey: string): Promise<ListingRow | undefined> {
  const [row] = await tx.select().from(listings).where(eq(listings.listingKey, listingKey)).for('update');
  return row;
}

/** A listing by id, whatever its state. */
export async function findListing(db: DbOrTx, id: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row;
}

/** Listings by id (any state); missing ids are left out. */
export function findListingsByIds(db: DbOrTx, ids: readonly string[]): Promise<ListingRow[]> {
  return db
    .select()
    .from(listings)
    .where(inArray(listings.id, [...ids]));
}

/**
 * A listing locked for the rest of the transaction (SELECT … FOR UPDATE): Remove checks for open
 * deals under this lock, and a deal source opening a deal takes at least FOR KEY SHARE on the row
 * (a foreign key to it does), so neither can slip past the other.
 */
export async function lockListing(tx: DbOrTx, id: string): Promise<ListingRow | undefined> {
  const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
  return row;
}

/** Changes a listing and stamps updated_at. */
export async function updateListingRow(db: DbOrTx, id: string, patch: Partial<typeof listings.$inferInsert>): Promise<ListingRow> {
  const [row] = await db
    .update(listings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(listings.id, id))
    .returning();
  if (!row) throw new Error('listing update matched no row');
  return row;
}

/** An owner's listings, most recently changed first. */
export function findOwnerListings(db: DbOrTx, ownerId: string) {
  return db.select().from(listings).where(eq(listings.ownerId, ownerId)).orderBy(desc(listings.updatedAt));
}

/** The listings of a community. */
export function findCommunityListings(db: DbOrTx, communityId: string) {
  return db.select().from(listings).where(eq(listings.communityId, communityId)).orderBy(desc(listings.updatedAt));
}

/** Public listings near a point or in the same city, nearest first, excluding one. */
export function findSimilarListings(db: DbOrTx, around: ListingRow, limit: number) {
  const lat = around.latitude ?? 0;
  const lng = around.longitude ?? 0;
  const distance = sql<number>`earth_distance(ll_to_earth(${listings.latitude}, ${listings.longitude}), ll_to_earth(${lat}, ${lng}))`;
  return db
    .select(cardColumns)
    .from(listings)
    .where(
      and(
        publicListing,
        ne(listings.id, around.id),
        isNotNull(listings.latitude),
        sql`earth_box(ll_to_earth(${lat}, ${lng}), 40000) @> ll_to_earth(${listings.latitude}, ${listings.longitude})`,
      ),
    )
    .orderBy(sql`(${listings.propertyType} = ${around.propertyType ?? ''}) desc`, distance)
    .limit(limit);
}

/** Up to `limit` listings matching `where`, locked; SKIP LOCKED: a row an owner is changing waits for the next run. */
function sweep(tx: DbOrTx, where: SQL | undefined, limit: number) {
  return tx.select().from(listings).where(where).limit(limit).for('update', { skipLocked: true });
}

/** Online listings (active or pending) whose plan has ended, up to `limit`, locked. */
export function findEndedListings(tx: DbOrTx, now: Date, limit: number) {
  return sweep(tx, and(inArray(listings.status, ['active', 'pending']), lte(listings.expiresAt, now)), limit);
}

/** Expired listings whose plan ended before `before`, up to `limit`, locked. */
export function findListingsToArchive(tx: DbOrTx, before: Date, limit: number) {
  return sweep(tx, and(eq(listings.status, 'expired'), lt(listings.expiresAt, before)), limit);
}

/** Pending listings whose plan is running, up to `limit`, locked (their escrow or title company may have registered since). */
export function findPendingListings(tx: DbOrTx, now: Date, limit: number) {
  return sweep(tx, and(eq(listings.status, 'pending'), gt(listings.expiresAt, now)), limit);
}

/**
 * Pending listings whose plan runs and that name this (lowercased) email for an escrow or title
 * company, locked: the ones a company verifying that email may release.
 */
export function findPendingListingsNaming(tx: DbOrTx, email: string, kinds: readonly string[], now: Date) {
  return tx
    .select()
    .from(listings)
    .where(
      and(
        eq(listings.status, 'pending'),
        gt(listings.expiresAt, now),
        sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${listings.details}->'contacts') = 'array' then ${listings.details}->'contacts' else '[]'::jsonb end) as c
          where c->>'kind' in (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )}) and lower(trim(c->>'email')) = ${email})`,
      ),
    )
    .for('update');
}

/** Whether this account removed the listing (its events outlive it). */
export async function wasRemovedBy(db: DbOrTx, listingId: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listingEvents.id })
    .from(listingEvents)
    .where(and(eq(listingEvents.entityId, listingId), eq(listingEvents.action, 'remove'), eq(listingEvents.actorId, accountId)))
    .limit(1);
  return row !== undefined;
}

/** A listing's events, newest first. */
export function findListingEvents(db: DbOrTx, listingId: string, limit: number) {
  return db
    .select()
    .from(listingEvents)
    .where(eq(listingEvents.entityId, listingId))
    .orderBy(desc(listingEvents.at), desc(listingEvents.id))
    .limit(limit);
}

/** Active listings ending before `before` that have not been warned this term. */
export function findListingsToWarn(db: DbOrTx, before: Date) {
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.status, 'active'), lte(listings.expiresAt, before), sql`${listings.expiryNoticeAt} is null`));
}

/** Counts one view of a listing today. */
export async function countView(db: DbOrTx, listingId: string): Promise<void> {
  await db
    .insert(listingViews)
    .values({ listingId, day: new Date().toISOString().slice(0, 10), views: 1 })
    .onConflictDoUpdate({ target: [listingViews.listingId, listingViews.day], set: { views: sql`${listingViews.views} + 1` } });
}

/** Views per day of a listing over the last `days` days, and all-time. */
export async function viewStats(db: DbOrTx, listingId: string, days: number) {
  const since = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const [total] = await db
    .select({ total: sql<string>`coalesce(sum(${listingViews.views}), 0)` })
    .from(listingViews)
    .where(eq(listingViews.listingId, listingId));
  const recent = await db
    .select({ day: listingViews.day, views: listingViews.views })
    .from(listingViews)
    .where(and(eq(listingViews.listingId, listingId), sql`${listingViews.day} >= ${since}`))
    .orderBy(listingViews.day);
  return { total: Number(total?.total ?? 0), recent };
}

/** How many accounts saved a listing. */
export async function countSaves(db: DbOrTx, listingId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedListings).where(eq(savedListings.listingId, listingId));
  return row?.n ?? 0;
}
