import {
  validateCommunitySteps,
  type TCommunity,
  type TCommunityDraft,
  type TPublicCommunity,
} from '@app/shared/listings/community.schema';
import type { TMedia } from '@app/shared/media/media.schema';
import type { AppDeps } from '../../app-deps';
import { localPlaceNames } from '../places/index';
import type { ListingPhoto } from '../../db/schema/index';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { mediaViews } from '../media/index';
import { isPublic } from './listings.policy';
import { storedPhoto } from './listing-photos';
import { publicFeatures, publicPhotos, publicTerms, toListingSummary } from './listing-views';
import {
  deleteCommunityRow,
  findCommunity,
  findOwnerCommunities,
  insertCommunity,
  updateCommunityRow,
  type CommunityRow,
} from './communities.repo';
import { findCommunityListings } from './listings.repo';

/** A community its owner may change; anyone else gets 404. */
export async function ownCommunity(deps: AppDeps, actor: AccountActor, id: string): Promise<CommunityRow> {
  const row = await findCommunity(deps.database.db, id);
  if (!row || row.ownerId !== actor.accountId) throw new AppError('NOT_FOUND');
  return row;
}

function mediaIdsOf(draft: TCommunityDraft) {
  return [...(draft.photos ?? []).map((p) => p.mediaId), ...(draft.videoId ? [draft.videoId] : [])];
}

/** Columns of a community from its draft (the draft itself kept whole in details). */
function columnsOf(draft: TCommunityDraft, media: Map<string, TMedia>) {
  const photos: ListingPhoto[] = (draft.photos ?? []).flatMap((p) => {
    const found = media.get(p.mediaId);
    return found?.kind === 'image' ? [storedPhoto(found, p.caption)] : [];
  });
  return {
    title: draft.title || null,
    description: draft.description ?? '',
    listingType: draft.listingType ?? null,
    street: draft.address?.street || null,
    apt: draft.address?.apt || null,
    city: draft.address?.city || null,
    state: draft.address?.state || null,
    zip: draft.address?.zip || null,
    country: draft.address?.country ?? 'us',
    latitude: draft.location?.lat ?? null,
    longitude: draft.location?.lng ?? null,
    photos,
    details: draft,
  };
}

/** The community as its owner edits it, with its listings. */
async function ownerView(deps: AppDeps, row: CommunityRow): Promise<TCommunity> {
  const draft = row.details as TCommunityDraft;
  const media = await mediaViews(deps, row.ownerId, mediaIdsOf(draft));
  const listings = await findCommunityListings(deps.database.db, row.id);
  return {
    _id: row.id,
    user: row.ownerId,
    draft,
    photos: (draft.photos ?? []).flatMap((p) => {
      const found = media.get(p.mediaId);
      return found ? [{ media: found, caption: p.caption ?? null }] : [];
    }),
    video: (draft.videoId && media.get(draft.videoId)) || null,
    properties: listings.map(toListingSummary),
    steps: validateCommunitySteps(draft, { now: new Date(), professions: [] }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The signed-in person's communities (spec: GET communities/{userId} for one's own id). */
export async function listOwnCommunities(deps: AppDeps, actor: AccountActor, userId: string): Promise<TCommunity[]> {
  if (userId !== actor.accountId && !actor.admin) throw new AppError('FORBIDDEN');
  const rows = await findOwnerCommunities(deps.database.db, userId);
  return Promise.all(rows.map((row) => ownerView(deps, row)));
}

/** One of the person's communities. */
export async function getOwnCommunity(deps: AppDeps, actor: AccountActor, id: string): Promise<TCommunity> {
  return ownerView(deps, await ownCommunity(deps, actor, id));
}

/** Creates a community from its draft. */
export async function createCommunity(deps: AppDeps, actor: AccountActor, draft: TCommunityDraft): Promise<TCommunity> {
  const media = await mediaViews(deps, actor.accountId, mediaIdsOf(draft));
  const row = await insertCommunity(deps.database.db, { ...columnsOf(draft, media), ownerId: actor.accountId });
  return ownerView(deps, row);
}

/** Saves a community draft; given fields replace stored ones. */
export async function saveCommunity(deps: AppDeps, actor: AccountActor, id: string, patch: TCommunityDraft): Promise<TCommunity> {
  const current = await ownCommunity(deps, actor, id);
  const draft = { ...(current.details as TCommunityDraft), ...patch };
  const media = await mediaViews(deps, actor.accountId, mediaIdsOf(draft));
  return ownerView(deps, await updateCommunityRow(deps.database.db, id, columnsOf(draft, media)));
}

/** Deletes a community; its listings stay as individual listings. */
export async function deleteCommunity(deps: AppDeps, actor: AccountActor, id: string): Promise<void> {
  await ownCommunity(deps, actor, id);
  await deleteCommunityRow(deps.database.db, id);
}

/** The community's public page: its details and its public listings. */
export async function publicCommunity(deps: AppDeps, id: string): Promise<TPublicCommunity> {
  const row = await findCommunity(deps.database.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const draft = row.details as TCommunityDraft;
  const listings = (await findCommunityListings(deps.database.db, row.id)).filter(isPublic);
  if (listings.length === 0) throw new AppError('NOT_FOUND');
  const videoMedia = draft.videoId ? (await mediaViews(deps, row.ownerId, [draft.videoId])).get(draft.videoId) : undefined;
  return {
    _id: row.id,
    user: row.ownerId,
    title: row.title ?? '',
    description: row.description,
    listingType: row.listingType,
    address: {
      country: row.country,
      street: row.street ?? '',
      apt: row.apt,
      city: row.city ?? '',
      state: row.state ?? '',
      zip: row.zip ?? '',
    },
    placeNames: localPlaceNames(row),
    location: row.latitude !== null && row.longitude !== null ? { type: 'Point', coordinates: [row.longitude, row.latitude] } : null,
    features: publicFeatures(draft),
    photos: publicPhotos(row.photos),
    video: videoMedia ?? null,
    vrLink: draft.vrLink || null,
    terms: publicTerms(draft),
    properties: listings.map((l) => {
      const { status: _s, complete: _c, hidden: _h, expiringSoon: _e, ...summary } = toListingSummary(l);
      return summary;
    }),
  };
}
