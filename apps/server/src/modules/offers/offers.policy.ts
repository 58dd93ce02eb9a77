import { mayEverTake } from '@app/shared/domain/state-machine';
import { BUYER_SIDE, OFFER_TRANSITIONS, SELLER_SIDE, type TOfferAction, type TOfferRelation } from '@app/shared/offers/offer-transitions';
import type { Actor } from '../../platform/auth-session/actor';
import type { OfferTarget } from '../listings/index';
import type { OfferRow } from './offers.repo';

/** What may be done with an offer: read it (and its files), edit its pages, sign it, and the transitions. */
export type OfferPolicyAction = 'view' | 'edit' | 'sign' | 'request-vod' | TOfferAction;

const isIn = (relation: TOfferRelation, relations: readonly TOfferRelation[]) => relations.includes(relation);

/**
 * How an actor stands to an offer (spec section 6: buyers' agents fill out the forms when an agent
 * is involved; emails go to all parties). The account filling it out is the buyer, or the buyer's
 * agent when page 1 says so; an account whose (verified) email page 3 names as agentEmail is the
 * buyer's agent, one it names as a buyer a co-buyer; the listing's owner is the seller, or the
 * listing agent when the listing is agent-listed.
 */
export function relationOf(actor: Actor, row: OfferRow, listing: Pick<OfferTarget, 'agentListed'> | undefined): TOfferRelation {
  if (actor.kind !== 'account') return 'other';
  if (actor.accountId === row.buyerAccountId) return row.draft.basics?.filledBy === 'buyers-agent' ? 'buyers-agent' : 'buyer';
  if (actor.accountId === row.sellerAccountId) return listing?.agentListed ? 'listing-agent' : 'seller';
  if (!actor.verified) return 'other';
  const email = actor.email.toLowerCase();
  if (row.draft.buyers?.buyingAgentInformation?.agentEmail === email) return 'buyers-agent';
  if ((row.draft.buyers?.buyers ?? []).some((buyer) => buyer.email === email)) return 'co-buyer';
  return 'other';
}

/**
 * Who may do what with an offer. The buyer side (the buyer, their agent) reads and edits it and
 * sends it and its VOD requests; co-buyers read it and sign for themselves; the seller side (seller, listing agent)
 * reads it only once it is sent (a draft is the buyer's own); nobody else, not even an admin,
 * sees an offer: it holds people's bank details and IDs. Whether the offer's state allows an
 * edit or a transition is the service's and the table's call (409).
 */
export function can(relation: TOfferRelation, action: OfferPolicyAction, row: Pick<OfferRow, 'status'>): boolean {
  if (action === 'view') return isIn(relation, [...BUYER_SIDE, 'co-buyer']) || (isIn(relation, SELLER_SIDE) && row.status !== 'draft');
  if (action === 'edit') return isIn(relation, BUYER_SIDE);
  if (action === 'sign') return isIn(relation, [...BUYER_SIDE, 'co-buyer']);
  // The buyer side asks its banks to verify the deposit (the seller side only reads the outcome).
  if (action === 'request-vod') return isIn(relation, BUYER_SIDE);
  return mayEverTake(OFFER_TRANSITIONS, relation, action);
}
