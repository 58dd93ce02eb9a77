import { copyTitle } from '@app/shared/listings/copy-title';
import { formatMessage, MESSAGES } from '@app/shared/messages/messages';
import type { TListing } from '@app/shared/listings/listing.schema';
import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import { allStepsValid, professionsFor, validateListingSteps } from '@app/shared/listings/listing-steps';
import type { TMedia } from '@app/shared/media/media.schema';
import type { AppDeps } from '../../app-deps';
import type { ListingPhoto } from '../../db/schema/index';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { findAccountById } from '../accounts/index';
import { verifiedProfessionsOf } from '../professionals/index';
import { mediaViews } from '../media/index';
import { ownCommunity } from './communities.service';
import { columnsOf, draftOf } from './listing-draft';
import { insertListing, lockListing, updateListingRow, type ListingRow } from './listings.repo';
import { syncPublication } from './listing-lifecycle.service';
import { ownerView } from './listing-owner-view';
import { storedPhoto } from './listing-photos';
import { ownListing } from './listings.policy';

/** The media a draft refers to, checked: each must be the author's own, ready, of the right kind. */
async function resolveMedia(deps: AppDeps, ownerId: string, draft: TListingDraft): Promise<Map<string, TMedia>> {
  const ids = [
    ...(draft.photos ?? []).map((p) => p.mediaId),
    ...(draft.documents ?? []).map((d) => d.mediaId),
    ...(draft.videoId ? [draft.videoId] : []),
  ];
  const found = await mediaViews(deps, ownerId, ids);
  const fields: Record<string, string> = {};
  (draft.photos ?? []).forEach((p, i) => {
    if (found.get(p.mediaId)?.kind !== 'image') fields[`photos.${i}`] = MESSAGES.fileCouldNotUpload;
  });
  (draft.documents ?? []).forEach((d, i) => {
    if (found.get(d.mediaId)?.kind !== 'document') fields[`documents.${i}`] = MESSAGES.fileCouldNotUpload;
  });
  if (draft.videoId && found.get(draft.videoId)?.kind !== 'video') fields.videoId = MESSAGES.fileCouldNotUpload;
  if (Object.keys(fields).length) throw new AppError('INVALID_INPUTS', { fields });
  return found;
}

/** Spec: some fields are locked unless the author has the matching professional account. */
function checkLockedFields(draft: TListingDraft, professions: readonly string[]) {
  const locked: [string, readonly string[] | undefined][] = [
    ['sellerRole', draft.sellerRole ? professionsFor('sellerRole', draft.sellerRole) : undefined],
    ['mlsNumber', draft.mlsNumber ? professionsFor('mlsNumber') : undefined],
  ];
  for (const [field, allowed] of locked) {
    if (allowed && !allowed.some((p) => professions.includes(p))) {
      throw new AppError('FIELD_LOCKED', {
        params: { profession: allowed.join('/') },
        fields: { [field]: formatMessage('fieldLockedForProfessionals', { profession: allowed.join('/') }) },
      });
    }
  }
}

/** The photo list cards and the public page read: renditions of the draft's photos, in order, staged ones flagged from their media. */
function photoColumn(draft: TListingDraft, media: Map<string, TMedia>): ListingPhoto[] {
  return (draft.photos ?? []).flatMap((photo) => {
    const found = media.get(photo.mediaId);
    return found ? [storedPhoto(found, photo.caption)] : [];
  });
}

/** Checks a draft an author wants to store and works out its columns. */
async function prepare(deps: AppDeps, actor: AccountActor, draft: TListingDraft, current?: ListingRow) {
  const author = await findAccountById(deps.database.db, actor.accountId);
  if (!author) throw new AppError('SESSION_EXPIRED');
  // Spec: a ListHub-linked listing is not saved when its ListHub user's email is not this account's.
  if (current?.listhubEmail && current.listhubEmail.toLowerCase() !== author.email) throw new AppError('LISTHUB_EMAIL_MISMATCH');
  const professions = await verifiedProfessionsOf(deps.database.db, actor.accountId);
  checkLockedFields(draft, professions);
  if (draft.communityId && draft.communityId !== current?.communityId) await ownCommunity(deps, actor, draft.communityId);
  const media = await resolveMedia(deps, actor.accountId, draft);
  // A listing that is live must stay complete: spec "Invalid forms cannot be saved".
  if (current && current.status !== 'draft') {
    const steps = validateListingSteps(draft, { now: new Date(), professions, paidTermMonths: current.termMonths });
    if (!allStepsValid(steps)) {
      const fields = Object.assign({}, ...Object.values(steps).map((step) => step.errors)) as Record<string, string>;
      throw new AppError('INVALID_INPUTS', { fields });
    }
  }
  return { columns: columnsOf(draft, photoColumn(draft, media)) };
}

/** POST /properties: a new draft (spec: complete defaults to false). */
export async function createListing(deps: AppDeps, actor: AccountActor, draft: TListingDraft): Promise<TListing> {
  const { columns } = await prepare(deps, actor, draft);
  const row = await insertListing(deps.database.db, { ...columns, ownerId: actor.accountId, status: 'draft', complete: false });
  return ownerView(deps, row);
}

/** PUT /properties/{id}: the draft as the wizard saves it; given fields replace stored ones. */
export async function saveListing(deps: AppDeps, actor: AccountActor, id: string, patch: TListingDraft): Promise<TListing> {
  const current = await ownListing(deps, actor, id);
  const draft: TListingDraft = { ...draftOf(current), ...patch };
  const { columns } = await prepare(deps, actor, draft, current);
  // The edit and what it means for publication (an escrow email changed) land together.
  const row = await deps.database.db.transaction(async (tx) => {
    if (!(await lockListing(tx, id))) throw new AppError('NOT_FOUND');
    return syncPublication(deps, tx, await updateListingRow(tx, id, columns));
  });
  return ownerView(deps, row);
}

/** Duplicate: a new draft with the same content, its title marked as a copy (and none of the original's plan or state). */
export async function duplicateListing(deps: AppDeps, actor: AccountActor, id: string): Promise<TListing> {
  const original = await ownListing(deps, actor, id);
  const draft = draftOf(original);
  return createListing(deps, actor, {
    ...draft,
    title: copyTitle(draft.title, (await findAccountById(deps.database.db, actor.accountId))?.locale),
    termMonths: undefined,
  });
}
