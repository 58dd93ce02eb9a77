import { listingRule } from '@app/shared/listings/listing-transitions';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { moveListing, stateOf, SYSTEM_ACTOR } from './listing-lifecycle.service';
import { lockListing } from './listings.repo';

/**
 * Locks a listing for a deal's move (accepting an offer, or the deal falling through) for the rest
 * of the transaction. Deal moves take the listing's lock before any offer's, so two of them on one
 * listing wait for each other instead of deadlocking. Undefined when the listing is gone.
 */
export async function lockListingForDeal(tx: Tx, listingId: string): Promise<{ id: string } | undefined> {
  const row = await lockListing(tx, listingId);
  return row ? { id: row.id } : undefined;
}

/**
 * An accepted offer takes the listing off the market (Under Offer), with its own event. Refused
 * (409) when the listing is not on the market now (a draft, expired, pending or under offer already).
 */
export async function takeListingUnderOffer(tx: Tx, listingId: string): Promise<void> {
  const row = await lockListing(tx, listingId);
  if (!row) throw new AppError('NOT_FOUND');
  if (!listingRule('system', 'take-under-offer', stateOf(row))) throw new AppError('LISTING_OFF_MARKET');
  await moveListing(tx, row, 'take-under-offer', SYSTEM_ACTOR);
}

/** The deal fell through before it was finalized: an Under Offer listing goes back on the market (active). */
export async function putListingBackOnMarket(tx: Tx, listingId: string): Promise<void> {
  const row = await lockListing(tx, listingId);
  if (row && listingRule('system', 'back-on-market', stateOf(row))) await moveListing(tx, row, 'back-on-market', SYSTEM_ACTOR);
}
