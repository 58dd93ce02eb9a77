import { and, count, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, listingViews, savedListings } from '../../db/schema/index';

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

/** A listing by id, whatever its state. */
export async function findListing(db: DbOrTx, id: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
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

/** Deletes a listing (its saved/hidden entries and views cascade; its community keeps the rest). */
export async function deleteListingRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(listings).where(eq(listings.id, id));
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

/** Active listings whose plan has ended. */
export function findEndedListings(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.status, 'active'), lte(listings.expiresAt, now)));
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
