import type { TCommunity } from '@app/shared/listings/community.schema';
import type { TListingSummary } from '@app/shared/listings/listing.schema';

/** A draft: never finished and paid (complete=false), or taken down with Move to Drafts. */
export function isDraft(listing: Pick<TListingSummary, 'complete' | 'status'>): boolean {
  return !listing.complete || listing.status === 'draft';
}

/** Whether visitors can open the listing's page: active, paid and not hidden (as the server decides). */
export function isPublic(listing: Pick<TListingSummary, 'complete' | 'status' | 'hidden'>): boolean {
  return listing.status === 'active' && listing.complete && !listing.hidden;
}

/**
 * My properties' groups (spec: Listed, Communities, Drafts). A listing of one of the person's
 * communities is shown under that community; the others are Listed (complete and not moved to
 * drafts: active, pending, expired, under offer…) or Drafts. Order is kept (most recent first).
 */
export function groupListings(listings: readonly TListingSummary[], communities: readonly Pick<TCommunity, '_id'>[]) {
  const communityIds = new Set(communities.map((community) => community._id));
  const own = listings.filter((listing) => listing.community === null || !communityIds.has(listing.community));
  return { listed: own.filter((listing) => !isDraft(listing)), drafts: own.filter(isDraft) };
}

/** How many of a community's listings are listed and how many are drafts. */
export function communityCounts(community: Pick<TCommunity, 'properties'>) {
  const drafts = community.properties.filter(isDraft).length;
  return { listed: community.properties.length - drafts, drafts };
}
