import type { TListingOverview, TPublicListing } from '@app/shared/listings/listing.schema';
import type { AppDeps } from '../../app-deps';
import type { Actor, AccountActor } from '../../platform/auth-session/actor';
import { authorize } from '../../platform/auth-session/authorize';
import { AppError } from '../../platform/http/app-error';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { listingInquiry } from './mail/listing-inquiry.template';
import { findAccountById, mailLocaleOf, savedAndHiddenOf } from '../accounts/index';
import { mediaViews } from '../media/index';
import { findCommunity } from './communities.repo';
import { draftOf } from './listing-draft';
import { toListingEvent, toListingSummary, toPublicListing } from './listing-views';
import { countSaves, countView, findListing, findListingEvents, findOwnerListings, viewStats, type ListingRow } from './listings.repo';
import { can, ownListing } from './listings.policy';

/** A listing's page data for this viewer; counts a view when it is not the owner looking. */
export async function publicListingView(deps: AppDeps, actor: Actor, id: string): Promise<{ row: ListingRow; view: TPublicListing }> {
  const db = deps.database.db;
  const row = await findListing(db, id);
  authorize(row !== undefined && can(actor, 'view', row), 'NOT_FOUND');
  const owner = actor.kind === 'account' && actor.accountId === row.ownerId;
  const lists = actor.kind === 'account' ? await savedAndHiddenOf(db, actor.accountId) : { savedProps: [], hidden: [] };
  const videoId = draftOf(row).videoId;
  const video = videoId ? ((await mediaViews(deps, row.ownerId, [videoId])).get(videoId) ?? null) : null;
  const community = row.communityId ? await findCommunity(db, row.communityId) : undefined;
  if (!owner) await countView(db, row.id);
  const view = toPublicListing(row, {
    video,
    community: community ? { _id: community.id, title: community.title ?? '' } : null,
    viewer: { saved: lists.savedProps.includes(row.id), hidden: lists.hidden.includes(row.id), owner, signedIn: actor.kind === 'account' },
  });
  return { row, view };
}

/**
 * Who owns a listing this actor may see (its page is open to them), for other modules acting on
 * what a reader sees (a report); anyone else gets 404, as for the page itself.
 */
export async function viewableListingOwner(deps: AppDeps, actor: Actor, id: string): Promise<{ ownerId: string }> {
  const row = await findListing(deps.database.db, id);
  authorize(row !== undefined && can(actor, 'view', row), 'NOT_FOUND');
  return { ownerId: row.ownerId };
}

/** The owner's listings for the dashboard (grouped there into Listed, Communities and Drafts). */
export async function ownListingSummaries(deps: AppDeps, actor: AccountActor) {
  return (await findOwnerListings(deps.database.db, actor.accountId)).map(toListingSummary);
}

/** How many of its latest events a listing's overview shows. */
const HISTORY_LENGTH = 50;

/** listings/{id}/overview (spec: views, saves, offers, orders counts). */
export async function listingOverview(deps: AppDeps, actor: AccountActor, id: string): Promise<TListingOverview> {
  const row = await ownListing(deps, actor, id);
  const db = deps.database.db;
  const [views, saves, deals, events] = await Promise.all([
    viewStats(db, id, 30),
    countSaves(db, id),
    deps.listingDeals.count(db, id),
    findListingEvents(db, id, HISTORY_LENGTH),
  ]);
  return {
    listing: toListingSummary(row),
    views: { total: views.total, last30Days: views.recent.map((r) => ({ day: r.day, views: r.views })) },
    saves,
    offers: deals.offers ?? 0,
    orders: deals.orders ?? 0,
    history: events.map(toListingEvent),
  };
}

/** Contact Owner/Agent: the question goes to the owner by mail (messaging will carry it later). */
export async function contactOwner(deps: AppDeps, actor: AccountActor, id: string, message: string): Promise<void> {
  const db = deps.database.db;
  const row = await findListing(db, id);
  authorize(row !== undefined && can(actor, 'view', row), 'NOT_FOUND');
  const [owner, sender] = await Promise.all([findAccountById(db, row.ownerId), findAccountById(db, actor.accountId)]);
  if (!owner || !sender) throw new AppError('NOT_FOUND');
  await db.transaction((tx) =>
    enqueueMail(tx, {
      to: owner.email,
      locale: mailLocaleOf(owner),
      template: listingInquiry,
      data: {
        firstName: owner.firstName,
        senderName: `${sender.firstName} ${sender.lastName}`.trim(),
        senderEmail: sender.email,
        listingTitle: row.title ?? '',
        message,
        link: `${deps.config.publicUrl}/listings/${row.id}`,
      },
    }),
  );
  deps.outbox.kick();
}
