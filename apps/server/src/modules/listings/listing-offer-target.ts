import type { DbOrTx } from '../../db/client';
import { draftOf } from './listing-draft';
import { isOnMarket, isPublic } from './listings.policy';
import { findListing, findListingsByIds, type ListingRow } from './listings.repo';

/** What the offers module needs of a listing: who sells it, its price and what the offer pages show of it. */
export type OfferTarget = {
  id: string;
  ownerId: string;
  title: string | null;
  priceMinor: number | null;
  currency: string;
  street: string | null;
  city: string | null;
  state: string | null;
  country: string;
  /** The pin, when the owner placed one (the listing's time zone is read from it). */
  latitude: number | null;
  longitude: number | null;
  photo: string | null;
  /** Listed by its owner as the listing agent (spec: agent-listed properties). */
  agentListed: boolean;
  /** The listing agent has uploaded the exclusive listing agreement (a listing document of that kind). */
  exclusiveListingOnFile: boolean;
  /** Active, paid and not hidden: it takes new offers. */
  open: boolean;
  /** Taking offers or under offer (decision 054): open offers on a listing off the market read "Inactive". */
  onMarket: boolean;
};

function targetOf(row: ListingRow): OfferTarget {
  const draft = draftOf(row);
  const photo = row.photos[0];
  return {
    id: row.id,
    ownerId: row.ownerId,
    title: row.title,
    priceMinor: row.priceMinor,
    currency: row.currency,
    street: row.street,
    city: row.city,
    state: row.state,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    photo: photo ? (photo.cardUrl ?? photo.url) : null,
    agentListed: row.sellerRole === 'listing-agent',
    exclusiveListingOnFile: (draft.documents ?? []).some((doc) => doc.kind === 'exclusive-listing'),
    open: isPublic(row),
    onMarket: isOnMarket(row),
  };
}

/** A listing as an offer sees it, or undefined when it is gone. */
export async function offerTarget(db: DbOrTx, id: string): Promise<OfferTarget | undefined> {
  const row = await findListing(db, id);
  return row ? targetOf(row) : undefined;
}

/** Several listings as offers see them, by id; removed ones are missing. */
export async function offerTargets(db: DbOrTx, ids: readonly string[]): Promise<Map<string, OfferTarget>> {
  if (ids.length === 0) return new Map();
  const rows = await findListingsByIds(db, ids);
  return new Map(rows.map((row) => [row.id, targetOf(row)]));
}
