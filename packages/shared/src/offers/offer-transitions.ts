import { allowedActions, REMOVED, ruleFor, type MachineState, type TransitionRule } from '../domain/state-machine';

/**
 * An offer's stored statuses (docs/decisions/054-offer-negotiation-state-machine.md). The spec's
 * eighteen status names are labels derived from these, the turn and the reader's side
 * (offerStatusLabel in offer-status-labels.ts); one stored truth keeps both sides agreeing.
 */
export const OFFER_STATUSES = [
  'draft',
  'sent',
  'countered',
  'accepted',
  'backup',
  'signed',
  'finalized',
  'declined',
  'cancelled',
  'expired',
  'lost',
] as const;
export type TOfferStatus = (typeof OFFER_STATUSES)[number];

/** Statuses that keep the listing from being removed (spec: all offers must be cancelled first). */
export const OPEN_OFFER_STATUSES = [
  'sent',
  'countered',
  'accepted',
  'backup',
  'signed',
  'finalized',
] as const satisfies readonly TOfferStatus[];
/** Statuses in which one side owes an answer within the response window (2 business days). */
export const AWAITING_STATUSES = ['sent', 'countered'] as const satisfies readonly TOfferStatus[];
/** Statuses of an offer that ended without a sale: its booking deposit is refunded, once. */
export const ENDED_STATUSES = ['declined', 'cancelled', 'expired', 'lost'] as const satisfies readonly TOfferStatus[];
/** Statuses of the one deal a listing may have at a time (the listing is Under Offer). */
export const DEAL_STATUSES = ['accepted', 'signed', 'finalized'] as const satisfies readonly TOfferStatus[];

export const OFFER_ACTIONS = [
  'send',
  'remove-draft',
  'edit',
  'counter',
  'accept',
  'decline',
  'cancel',
  'finalize',
  'renegotiate',
  'expire',
  'hold-as-backup',
  'promote',
  'lose',
] as const;
export type TOfferAction = (typeof OFFER_ACTIONS)[number];

/** The two sides of a negotiation; `turn` says whose move it is. */
export const OFFER_SIDES = ['buyer', 'seller'] as const;
export type TOfferSide = (typeof OFFER_SIDES)[number];

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
const SYSTEM = ['system'] as const satisfies readonly TOfferRelation[];

/** The side a relation negotiates for (co-buyers read and sign but do not negotiate), if any. */
export function sideOf(relation: TOfferRelation): TOfferSide | undefined {
  if ((BUYER_SIDE as readonly string[]).includes(relation)) return 'buyer';
  if ((SELLER_SIDE as readonly string[]).includes(relation)) return 'seller';
  return undefined;
}
export const otherSide = (side: TOfferSide): TOfferSide => (side === 'buyer' ? 'seller' : 'buyer');
const sideRelations = (side: TOfferSide) => (side === 'buyer' ? BUYER_SIDE : SELLER_SIDE);

/**
 * The flags the rules read beside the status: whose move it is (`turn`), whether the seller side
 * has opened the sent offer (`seen`: the buyer may edit it until then) and which side signed the
 * final terms first (`signedBy`).
 */
export type TOfferFlags = { turn: TOfferSide | null; seen: boolean; signedBy: TOfferSide | null };
export type TOfferTarget = TOfferStatus | typeof REMOVED;
export type TOfferState = MachineState<TOfferStatus, Partial<TOfferFlags>>;
export type TOfferRule = TransitionRule<TOfferTarget, TOfferAction, TOfferRelation, TOfferFlags>;

/** Rows for each side: the side whose turn it is acts; `flip` hands the turn to the other side. */
function onTurn(
  action: TOfferAction,
  from: readonly TOfferStatus[],
  to: TOfferStatus,
  flip: boolean,
  extra: Partial<TOfferRule> = {},
): TOfferRule[] {
  return OFFER_SIDES.flatMap((side) =>
    from.map((status) => ({
      action,
      from: status,
      to: [to],
      who: sideRelations(side),
      when: { turn: side },
      ...(flip ? { set: { turn: otherSide(side) } } : {}),
      ...extra,
    })),
  );
}

/**
 * The offer transition table (decision 054). `sent` always waits for the seller (turn seller); a
 * counter hands the turn over; accept and decline answer the side that moved last. A decline
 * leaves the turn with the declined side, who may renegotiate within the response window.
 * Finalizing is two signatures: the buyer side's moves the offer to `signed`, then the seller side's
 * (applied when its negotiation fee is paid) to `finalized`.
 */
export const OFFER_TRANSITIONS: readonly TOfferRule[] = [
  { action: 'send', from: 'draft', to: ['sent'], who: BUYER_SIDE, set: { turn: 'seller' } },
  { action: 'remove-draft', from: 'draft', to: [REMOVED], who: BUYER_SIDE },
  { action: 'edit', from: 'sent', to: ['sent'], who: BUYER_SIDE, when: { seen: false } },
  ...onTurn('counter', ['sent', 'countered'], 'countered', true),
  ...onTurn('accept', ['sent', 'countered'], 'accepted', false, { set: { turn: null } }),
  ...onTurn('decline', ['sent', 'countered'], 'declined', true, { reason: true }),
  { action: 'decline', from: 'backup', to: ['declined'], who: SELLER_SIDE, reason: true, set: { turn: 'buyer' } },
  ...(['sent', 'countered', 'accepted', 'backup', 'signed'] as const).map((from): TOfferRule => ({
    action: 'cancel',
    from,
    to: ['cancelled'],
    who: BUYER_SIDE,
    reason: true,
    set: { turn: null },
  })),
  // The buyer side signs the final terms first; the seller side's signature, with its negotiation fee paid, finalizes (decision 057).
  { action: 'finalize', from: 'accepted', to: ['signed'], who: BUYER_SIDE, set: { signedBy: 'buyer' } },
  { action: 'finalize', from: 'signed', to: ['finalized'], who: SELLER_SIDE, when: { signedBy: 'buyer' } },
  ...onTurn('renegotiate', ['declined'], 'countered', true),
  ...AWAITING_STATUSES.map((from): TOfferRule => ({ action: 'expire', from, to: ['expired'], who: SYSTEM })),
  ...AWAITING_STATUSES.map((from): TOfferRule => ({ action: 'hold-as-backup', from, to: ['backup'], who: SYSTEM, set: { turn: null } })),
  { action: 'promote', from: 'backup', to: ['sent'], who: SYSTEM, set: { turn: 'seller' } },
  { action: 'lose', from: 'backup', to: ['lost'], who: SYSTEM },
];

/** The rule for this relation, action and state, if any. */
export function offerRule(relation: TOfferRelation, action: TOfferAction, state: TOfferState) {
  return ruleFor(OFFER_TRANSITIONS, relation, action, state as MachineState<TOfferStatus, TOfferFlags>);
}

/** The actions the web offers this relation on an offer in this state. */
export function offerActionsFor(relation: TOfferRelation, state: TOfferState): TOfferAction[] {
  return allowedActions(OFFER_TRANSITIONS, relation, state as MachineState<TOfferStatus, TOfferFlags>);
}
