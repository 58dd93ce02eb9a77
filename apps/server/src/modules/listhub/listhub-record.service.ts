import type { TListhubRejectReason } from '@app/shared/listhub/listhub.schema';
import type { Tx } from '../../db/client';
import { enqueue } from '../../platform/outbox/outbox';
import { findAccountByEmail } from '../accounts/index';
import { createFeedListing, expireFeedListing, isLive, lockFeedListing, lockFeedListingById, updateFeedListing } from '../listings/index';
import type { FeedRecord } from './listhub-feed.parser';
import { mapRecord, type MappedListing } from './listhub-record';
import { findLink, insertReject, saveLink, touchLink, type ImportRow, type LinkRow } from './listhub.repo';

/** What one record did: the report's count it adds to. */
export type RecordOutcome = 'created' | 'updated' | 'unchanged' | 'expired' | 'rejected';

/** The outbox topic that fetches a listing's photos from the feed's URLs. */
export const LISTHUB_PHOTOS_TOPIC = 'listhub.photos';

async function reject(
  tx: Tx,
  run: ImportRow,
  record: FeedRecord,
  listingKey: string | null,
  reason: TListhubRejectReason,
  detail: string | null,
) {
  await insertReject(tx, { importId: run.id, seq: record.seq, line: record.line, listingKey, reason, detail });
  // The feed still lists the key: a broken record does not take its listing off the site.
  if (listingKey) await touchLink(tx, listingKey, run.id);
  return 'rejected' as const;
}

async function fetchPhotosLater(tx: Tx, listingId: string, mapped: MappedListing, link: LinkRow | undefined) {
  const same = link !== undefined && link.photoUrls.join('\n') === mapped.photoUrls.join('\n');
  if (same || mapped.photoUrls.length === 0) return;
  await enqueue(tx, LISTHUB_PHOTOS_TOPIC, { listingId, listingKey: mapped.listingKey, urls: mapped.photoUrls });
}

/**
 * Applies one feed record inside the chunk's transaction. The spec's ListHub rule holds here as
 * in the wizard: a listing is saved only for the account whose email is the feed's agent email
 * (that account owns it); a key already used by a listing made on the site is not taken over.
 */
export async function applyRecord(tx: Tx, run: ImportRow, record: FeedRecord): Promise<RecordOutcome> {
  const mapped = mapRecord(record);
  if (!mapped.ok) return reject(tx, run, record, mapped.listingKey, mapped.reason, mapped.detail);
  const { listingKey } = mapped;
  const link = await findLink(tx, listingKey);
  if (link?.lastImportId === run.id) return reject(tx, run, record, null, 'duplicate-listing-key', listingKey);
  const owner = await findAccountByEmail(tx, mapped.email);
  if (!owner) return reject(tx, run, record, listingKey, 'no-account-for-email', mapped.email);
  const existing = await lockFeedListing(tx, listingKey);
  if (existing && !existing.listhubEmail) return reject(tx, run, record, listingKey, 'key-not-from-listhub', listingKey);
  const feed = { listingKey, ownerId: owner.id, listhubEmail: mapped.email, draft: mapped.draft };
  const keep = (listingId: string) =>
    saveLink(tx, { listingKey, listingId, contentHash: mapped.hash, photoUrls: mapped.photoUrls, lastImportId: run.id });

  if (!mapped.active) {
    if (!existing) return reject(tx, run, record, listingKey, 'not-active', record.values.get('ListingStatus')?.[0] ?? null);
    const expired = await expireFeedListing(tx, existing, 'off-market-in-feed');
    await keep(existing.id);
    return expired ? 'expired' : 'unchanged';
  }
  if (!existing) {
    const row = await createFeedListing(tx, feed);
    await fetchPhotosLater(tx, row.id, mapped, undefined);
    await keep(row.id);
    return 'created';
  }
  if (link?.contentHash === mapped.hash && existing.status !== 'expired') {
    await touchLink(tx, listingKey, run.id);
    return 'unchanged';
  }
  await updateFeedListing(tx, existing, feed);
  await fetchPhotosLater(tx, existing.id, mapped, link);
  await keep(existing.id);
  return 'updated';
}

/** Takes a listing a full feed left out off the site; whether it was online to take off. */
export async function expireMissing(tx: Tx, link: LinkRow): Promise<boolean> {
  const row = await lockFeedListingById(tx, link.listingId);
  return row !== undefined && isLive(row) && expireFeedListing(tx, row, 'missing-from-feed');
}
