import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import type { TListingEventReason } from '@app/shared/listings/listing-transitions';
import type { Tx, DbOrTx } from '../../db/client';
import type { ListingPhoto } from '../../db/schema/index';
import { columnsOf } from './listing-draft';
import { moveListing, SYSTEM_ACTOR } from './listing-lifecycle.service';
import { insertListing, lockListing, lockListingByKey, updateListingRow, type ListingRow } from './listings.repo';

/*
 * How a feed (ListHub, decision 068) puts listings on the site: published without a plan by the
 * server (the `import` transition), their content replaced by the feed's, taken off when the
 * feed stops listing them (`expire`) and brought back when it lists them again (`relist`).
 * Each move is a transition with its event, in the caller's transaction.
 */

/** What the feed says of a listing: whose it is, the agent's email it is linked to, its content. */
export type FeedListing = { listingKey: string; ownerId: string; listhubEmail: string; draft: TListingDraft };

const because = (reason: TListingEventReason) => ({ reason });

/** The listing a ListingKey names, locked until the caller's transaction ends. */
export function lockFeedListing(tx: Tx, listingKey: string): Promise<ListingRow | undefined> {
  return lockListingByKey(tx, listingKey);
}

/** A new listing from a feed, online at once (its photos follow when they are fetched). */
export async function createFeedListing(tx: Tx, feed: FeedListing): Promise<ListingRow> {
  const draft = await insertListing(tx, {
    ...columnsOf(feed.draft, []),
    listingKey: feed.listingKey,
    listhubEmail: feed.listhubEmail,
    ownerId: feed.ownerId,
    status: 'draft',
    complete: false,
  });
  const row = await moveListing(tx, draft, 'import', SYSTEM_ACTOR, { ...because('listhub-import'), set: { publishedAt: new Date() } });
  if (!row) throw new Error('an imported listing vanished');
  return row;
}

/**
 * A feed listing's content as the feed now says it (photos kept until the new ones are
 * fetched); one the feed had left out goes back online.
 */
export async function updateFeedListing(tx: Tx, row: ListingRow, feed: FeedListing): Promise<ListingRow> {
  const { photos: _photos, ...columns } = columnsOf(feed.draft, []);
  const updated = await updateListingRow(tx, row.id, { ...columns, ownerId: feed.ownerId, listhubEmail: feed.listhubEmail });
  if (updated.status !== 'expired') return updated;
  return (await moveListing(tx, updated, 'relist', SYSTEM_ACTOR, because('back-in-feed'))) ?? updated;
}

/** Whether a listing is online or waiting to be (what a feed leaving it out takes off). */
export function isLive(row: Pick<ListingRow, 'status'>): boolean {
  return row.status === 'active' || row.status === 'pending';
}

/** Takes a feed listing off the site: the feed no longer lists it, or lists it as off the market. */
export async function expireFeedListing(tx: Tx, row: ListingRow, reason: 'missing-from-feed' | 'off-market-in-feed'): Promise<boolean> {
  if (!isLive(row)) return false;
  await moveListing(tx, row, 'expire', SYSTEM_ACTOR, because(reason));
  return true;
}

/** Locks a listing by id (a feed's missing listings are found by id). */
export function lockFeedListingById(tx: Tx, id: string): Promise<ListingRow | undefined> {
  return lockListing(tx, id);
}

/** Sets a feed listing's photos once they are fetched and stored. */
export async function setFeedListingPhotos(db: DbOrTx, id: string, photos: ListingPhoto[]): Promise<void> {
  await updateListingRow(db, id, { photos });
}
