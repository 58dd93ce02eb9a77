import { validateListingSteps } from '@app/shared/listings/listing-steps';
import type { TListing } from '@app/shared/listings/listing.schema';
import type { AppDeps } from '../../app-deps';
import { verifiedProfessionsOf } from '../professionals/index';
import { mediaViews } from '../media/index';
import { draftOf } from './listing-draft';
import { toOwnerListing } from './listing-views';
import type { ListingRow } from './listings.repo';
import { publicationBlockers } from './publication';

/** The owner's view of a row: steps worked out, media resolved, blockers listed. */
export async function ownerView(deps: AppDeps, row: ListingRow): Promise<TListing> {
  const draft = draftOf(row);
  const steps = validateListingSteps(draft, {
    now: new Date(),
    professions: await verifiedProfessionsOf(deps.database.db, row.ownerId),
    paidTermMonths: row.termMonths,
  });
  const media = await mediaViews(deps, row.ownerId, [
    ...(draft.photos ?? []).map((p) => p.mediaId),
    ...(draft.documents ?? []).map((d) => d.mediaId),
    ...(draft.videoId ? [draft.videoId] : []),
  ]);
  return toOwnerListing(row, { media, steps, blockers: await publicationBlockers(deps.database.db, draft) });
}
