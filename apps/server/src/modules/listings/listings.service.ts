import { FEATURED_CITIES } from '@app/shared/constants/featured-cities';
import type { TFeaturedCity, TListingCard } from '@app/shared/listings/listing-card.schema';
import type { DbOrTx } from '../../db/client';
import {
  countPublicListingsByCity,
  findFeaturedListings,
  findPublicListingsByIds,
  findSimilarListings,
  type ListingRow,
} from './listings.repo';
import { toListingCard } from './listing-views';

/** The home page's featured properties. */
export async function listFeaturedListings(db: DbOrTx, limit: number): Promise<TListingCard[]> {
  const rows = await findFeaturedListings(db, limit);
  return rows.map(toListingCard);
}

/** The spec's featured cities, in the spec's order, with their public listing counts. */
export async function listFeaturedCities(db: DbOrTx): Promise<TFeaturedCity[]> {
  const counts = await countPublicListingsByCity(
    db,
    FEATURED_CITIES.map((c) => c.city),
  );
  return FEATURED_CITIES.map(({ city, state }) => ({
    city,
    state,
    listingCount: counts.find((row) => row.city === city && row.state === state)?.listingCount ?? 0,
  }));
}

/** Cards of the public listings among `ids`, in the order of `ids` (saved lists keep their order). */
export async function listPublicCardsByIds(db: DbOrTx, ids: readonly string[]): Promise<TListingCard[]> {
  const rows = await findPublicListingsByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListingCard(row)] : [];
  });
}

/** Cards of public listings near this one, the same type first (spec: Similar and nearby properties). */
export async function listSimilarListings(db: DbOrTx, around: ListingRow, limit = 8): Promise<TListingCard[]> {
  if (around.latitude === null || around.longitude === null) return [];
  return (await findSimilarListings(db, around, limit)).map(toListingCard);
}
