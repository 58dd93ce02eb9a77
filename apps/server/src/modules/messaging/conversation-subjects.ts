import type { TConversationSubject } from '@app/shared/messaging/messaging.schema';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { offerTarget } from '../listings/index';
import { accessOffer } from '../offers/index';
import { orderSubjects } from '../orders/index';
import { verifiedProfessionsOf } from '../professionals/index';

/** Who the actor talks to about a subject, and the listing it concerns. */
export type SubjectParty = { otherId: string; propertyId: string | null };

/**
 * The other party of a subject, checked as the subject's own module checks it: a listing on the
 * market (its owner answers), an offer the actor may read (the other side answers), a verified
 * professional, an order of the actor's (the other party answers; anyone else gets 404, as for
 * the order itself). Nobody starts one with themself.
 */
export async function subjectParty(deps: AppDeps, actor: AccountActor, subject: TConversationSubject): Promise<SubjectParty> {
  const party = await resolve(deps, actor, subject);
  if (party.otherId === actor.accountId) throw new AppError('INVALID_INPUT');
  return party;
}

async function resolve(deps: AppDeps, actor: AccountActor, subject: TConversationSubject): Promise<SubjectParty> {
  const db = deps.database.db;
  switch (subject.kind) {
    case 'listing': {
      const listing = await offerTarget(db, subject.id);
      if (!listing || !listing.onMarket) throw new AppError('NOT_FOUND');
      return { otherId: listing.ownerId, propertyId: listing.id };
    }
    case 'offer': {
      const { row } = await accessOffer(deps, actor, subject.id, 'view');
      const otherId = actor.accountId === row.buyerAccountId ? row.sellerAccountId : row.buyerAccountId;
      return { otherId, propertyId: row.listingId };
    }
    case 'professional': {
      if ((await verifiedProfessionsOf(db, subject.id)).length === 0) throw new AppError('NOT_FOUND');
      return { otherId: subject.id, propertyId: null };
    }
    case 'order': {
      const order = (await orderSubjects(db, [subject.id])).get(subject.id);
      const parties = order ? [order.customerAccountId, order.providerAccountId] : [];
      if (!order || !parties.includes(actor.accountId)) throw new AppError('NOT_FOUND');
      const otherId = actor.accountId === order.customerAccountId ? order.providerAccountId : order.customerAccountId;
      return { otherId, propertyId: order.listingId };
    }
  }
}
