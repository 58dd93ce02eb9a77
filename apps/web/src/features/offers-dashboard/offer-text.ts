import type { TOfferListItem } from '@app/shared/offers/offers.schema';

type Listing = TOfferListItem['listing'];

/** The listing's name on an offer: its title, else its street. */
export function listingTitle(listing: Listing): string {
  return listing.title?.trim() || listing.address.street?.trim() || '';
}

/** The listing's address on one line: street, city, state, and the country code outside the US. */
export function placeLine(address: Listing['address']): string {
  const parts = [address.street, address.city, address.state].filter((part): part is string => Boolean(part?.trim()));
  if (address.country.toLowerCase() !== 'us') parts.push(address.country.toUpperCase());
  return parts.join(', ');
}
