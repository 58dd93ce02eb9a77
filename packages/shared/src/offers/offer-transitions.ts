import { allowedActions, REMOVED, ruleFor, type MachineState, type TransitionRule } from '../domain/state-machine';

/**
 * An offer's statuses. This issue (17) makes and sends offers: `draft` (the spec's
 * completed=false) and `sent` (completed=true). The negotiation (issue 18) adds its statuses
 * here (countered, accepted, declined, cancelled, expired, finalized…) with a migration that
 * widens the CHECK constraint, and its rows below; nothing else assumes only two.
 */
export const OFFER_STATUSES = ['draft', 'sent'] as const;
export type TOfferStatus = (typeof OFFER_STATUSES)[number];

/** Statuses that keep the listing from being removed (spec: all offers must be cancelled first). */
export const OPEN_OFFER_STATUSES = ['sent'] as const satisfies readonly TOfferStatus[];

export const OFFER_ACTIONS = ['send', 'remove-draft'] as const;
export type TOfferAction = (typeof OFFER_ACTIONS)[number];

/**
 * How an actor stands to an offer: the buyer who fills it out, the buyer's agent (filling it out
 * or named as agentEmail), a co-buyer named on it, the seller (the listing's owner), the listing
 * agent (the owner of an agent-listed listing), the server, or anyone else.
 */
export const OFFER_RELATIONS = ['buyer', 'buyers-agent', 'co-buyer', 'seller', 'listing-agent', 'system', 'other'] as const;
export type TOfferRelation = (typeof OFFER_RELATIONS)[number];
/** The buyer side may edit a draft and send it; the seller side sees it only once sent. */
export const BUYER_SIDE = ['buyer', 'buyers-agent'] as const satisfies readonly TOfferRelation[];
export const SELLER_SIDE = ['seller', 'listing-agent'] as const satisfies readonly TOfferRelation[];

export type TOfferTarget = TOfferStatus | typeof REMOVED;
export type TOfferState = MachineState<TOfferStatus>;
export type TOfferRule = TransitionRule<TOfferTarget, TOfferAction, TOfferRelation>;

/** The offer transition table (docs/decisions/036-stateful-capabilities.md). Sending is applied by paying the booking deposit. */
export const OFFER_TRANSITIONS: readonly TOfferRule[] = [
  { action: 'send', from: 'draft', to: ['sent'], who: BUYER_SIDE },
  { action: 'remove-draft', from: 'draft', to: [REMOVED], who: BUYER_SIDE },
];

/** The rule for this relation, action and state, if any. */
export function offerRule(relation: TOfferRelation, action: TOfferAction, state: TOfferState) {
  return ruleFor(OFFER_TRANSITIONS, relation, action, state);
}

/** The actions the web offers this relation on an offer in this state. */
export function offerActionsFor(relation: TOfferRelation, state: TOfferState): TOfferAction[] {
  return allowedActions(OFFER_TRANSITIONS, relation, state);
}
