import { and, asc, count, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communities, listings } from '../../db/schema/index';
import { publicListing } from './listings.repo';

/**
 * One batch of a sitemap's keyset walk: rows after `after` (an id), or, for the first batch of a
 * child sitemap, after skipping `offset` rows; always in id order, so batches never overlap.
 */
export type SitemapBatch = { after?: string | undefined; offset?: number | undefined; limit: number };
/** A page's key and when it last changed. */
export type SitemapRow = { id: string; lastmod: Date };

/** How many listings are public (the sitemap's listing URLs). */
export async function countPublicListings(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(publicListing);
  return row?.n ?? 0;
}

/** A batch of public listings by id, with their last change (sitemap lastmod). */
export function publicListingBatch(db: DbOrTx, batch: SitemapBatch): Promise<SitemapRow[]> {
  return db
    .select({ id: listings.id, lastmod: listings.updatedAt })
    .from(listings)
    .where(batch.after ? and(publicListing, gt(listings.id, batch.after)) : publicListing)
    .orderBy(asc(listings.id))
    .limit(batch.limit)
    .offset(batch.offset ?? 0);
}

/** A community's page is public while one of its listings is (communities.service publicCommunity). */
const publicCommunity = sql`exists (select 1 from ${listings} where ${listings.communityId} = ${communities.id} and ${publicListing})`;

/** How many communities have a public page. */
export async function countPublicCommunities(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(communities).where(publicCommunity);
  return row?.n ?? 0;
}

/** A batch of public communities by id; a community's page changes with it and with its public listings. */
export function publicCommunityBatch(db: DbOrTx, batch: SitemapBatch): Promise<SitemapRow[]> {
  const lastListing = sql`(select max(${listings.updatedAt}) from ${listings} where ${listings.communityId} = ${communities.id} and ${publicListing})`;
  return db
    .select({
      id: communities.id,
      lastmod: sql<Date>`greatest(${communities.updatedAt}, ${lastListing})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(communities)
    .where(batch.after ? and(publicCommunity, gt(communities.id, batch.after)) : publicCommunity)
    .orderBy(asc(communities.id))
    .limit(batch.limit)
    .offset(batch.offset ?? 0);
}
