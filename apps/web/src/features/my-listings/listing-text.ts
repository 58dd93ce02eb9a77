import type { TCommunity } from '@app/shared/listings/community.schema';
import type { TListingSummary } from '@app/shared/listings/listing.schema';

type LooseAddress = { street?: string | null; apt?: string | null; city?: string | null; state?: string | null; zip?: string | null };

/** One line of a possibly unfinished address ("12 Oak St, Apt 2, Austin, TX 78701"); empty when nothing is known. */
export function addressLine(address: LooseAddress | undefined): string {
  if (!address) return '';
  const stateZip = [address.state, address.zip].filter(Boolean).join(' ');
  return [address.street, address.apt, address.city, stateZip].filter(Boolean).join(', ');
}

/** What names a listing in a list: its title, else its street, else nothing (the caller says "Untitled draft"). */
export function listingName(listing: Pick<TListingSummary, 'title' | 'address'>): string {
  return listing.title?.trim() || listing.address.street?.trim() || '';
}

/** A community's cover photo (its card rendition when there is one), or null. */
export function communityPhoto(community: Pick<TCommunity, 'photos' | 'draft'>) {
  const first = community.photos[0];
  if (!first) return null;
  return { url: first.media.variants?.card ?? first.media.url, caption: first.caption ?? community.draft.title ?? '' };
}
