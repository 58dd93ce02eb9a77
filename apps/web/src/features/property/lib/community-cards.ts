import type { TPublicCommunity } from '@app/shared/listings/community.schema';
import type { TListingCard } from '@app/shared/listings/listing-card.schema';

type CommunityListing = TPublicCommunity['properties'][number];

/** A community's listing as a card; public listings always have a price, anything without one is left out. */
export function toListingCard(listing: CommunityListing): TListingCard | null {
  if (!listing.price) return null;
  return {
    _id: listing._id,
    title: listing.title ?? '',
    price: listing.price,
    propertyType: listing.propertyType ?? '',
    listingType: listing.listingType,
    beds: listing.beds ?? 0,
    baths: listing.baths ?? 0,
    sizeSqft: listing.sizeSqft,
    address: {
      street: listing.address.street ?? '',
      apt: listing.address.apt,
      city: listing.address.city ?? '',
      state: listing.address.state ?? '',
      zip: listing.address.zip ?? '',
      country: listing.address.country,
    },
    location: listing.location ?? { type: 'Point', coordinates: [0, 0] },
    photo: listing.photo,
    publishedAt: listing.publishedAt,
  };
}

/** The community's listings as cards. */
export function communityCards(community: Pick<TPublicCommunity, 'properties'>): TListingCard[] {
  return community.properties.flatMap((listing) => toListingCard(listing) ?? []);
}
