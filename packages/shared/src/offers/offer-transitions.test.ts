import { describe, expect, it } from 'vitest';
import {
  OFFER_RELATIONS,
  offerActionsFor,
  offerRule,
  sideOf,
  type TOfferAction,
  type TOfferRelation,
  type TOfferState,
} from './offer-transitions';

type Allowed = { buyer?: TOfferAction[]; seller?: TOfferAction[]; system?: TOfferAction[] };

/**
 * Decision 054's table written out state by state, independently of the rows in
 * offer-transitions.ts: what each side (and the server) may do. Co-buyers and strangers never move
 * an offer. Every state with its flags, every relation: exactly these actions, nothing else.
 */
const EXPECTED: [string, TOfferState, Allowed][] = [
  ['a draft', { status: 'draft', turn: null, seen: false, signedBy: null }, { buyer: ['send', 'remove-draft'] }],
  [
    'a sent offer the seller has not opened',
    { status: 'sent', turn: 'seller', seen: false, signedBy: null },
    { buyer: ['edit', 'cancel'], seller: ['counter', 'accept', 'decline'], system: ['expire', 'hold-as-backup'] },
  ],
  [
    'a sent offer the seller has opened',
    { status: 'sent', turn: 'seller', seen: true, signedBy: null },
    { buyer: ['cancel'], seller: ['counter', 'accept', 'decline'], system: ['expire', 'hold-as-backup'] },
  ],
  [
    "the seller's counter (the buyer's turn)",
    { status: 'countered', turn: 'buyer', seen: true, signedBy: null },
    { buyer: ['counter', 'accept', 'decline', 'cancel'], system: ['expire', 'hold-as-backup'] },
  ],
  [
    "the buyer's counter (the seller's turn)",
    { status: 'countered', turn: 'seller', seen: false, signedBy: null },
    { buyer: ['cancel'], seller: ['counter', 'accept', 'decline'], system: ['expire', 'hold-as-backup'] },
  ],
  ['an accepted offer', { status: 'accepted', turn: null, seen: true, signedBy: null }, { buyer: ['cancel', 'finalize'] }],
  [
    'a backup',
    { status: 'backup', turn: null, seen: true, signedBy: null },
    { buyer: ['cancel'], seller: ['decline'], system: ['promote', 'lose'] },
  ],
  [
    'final terms signed by the buyer side',
    { status: 'signed', turn: null, seen: true, signedBy: 'buyer' },
    { buyer: ['cancel'], seller: ['finalize'] },
  ],
  // The seller side never signs first (decision 057): a row it could not reach leaves only the buyer's cancel.
  ['final terms signed by the seller side', { status: 'signed', turn: null, seen: true, signedBy: 'seller' }, { buyer: ['cancel'] }],
  ['a finalized offer', { status: 'finalized', turn: null, seen: true, signedBy: 'buyer' }, {}],
  ['an offer the seller declined', { status: 'declined', turn: 'buyer', seen: true, signedBy: null }, { buyer: ['renegotiate'] }],
  ["the buyer's decline of a counter", { status: 'declined', turn: 'seller', seen: true, signedBy: null }, { seller: ['renegotiate'] }],
  ['a cancelled offer', { status: 'cancelled', turn: null, seen: true, signedBy: null }, {}],
  ['an expired offer', { status: 'expired', turn: 'seller', seen: true, signedBy: null }, {}],
  ['a lost backup', { status: 'lost', turn: null, seen: true, signedBy: null }, {}],
];

function expectedFor(allowed: Allowed, relation: TOfferRelation): TOfferAction[] {
  if (relation === 'system') return allowed.system ?? [];
  const side = sideOf(relation);
  return side ? (allowed[side] ?? []) : [];
}

describe('the offer transition table (decision 054)', () => {
  for (const [name, state, allowed] of EXPECTED) {
    it(`${name}: each relation may take exactly its moves, every other is refused`, () => {
      for (const relation of OFFER_RELATIONS) {
        expect(offerActionsFor(relation, state).sort(), `${relation} on ${name}`).toEqual(expectedFor(allowed, relation).sort());
      }
    });
  }

  it('a counter hands the turn over, a decline leaves it with the declined side, an accept ends it', () => {
    const sent: TOfferState = { status: 'sent', turn: 'seller', seen: true, signedBy: null };
    expect(offerRule('seller', 'counter', sent)).toMatchObject({ to: ['countered'], set: { turn: 'buyer' } });
    expect(offerRule('listing-agent', 'decline', sent)).toMatchObject({ to: ['declined'], set: { turn: 'buyer' }, reason: true });
    expect(offerRule('seller', 'accept', sent)).toMatchObject({ to: ['accepted'], set: { turn: null } });
    const declined: TOfferState = { status: 'declined', turn: 'buyer', seen: true, signedBy: null };
    expect(offerRule('buyers-agent', 'renegotiate', declined)).toMatchObject({ to: ['countered'], set: { turn: 'seller' } });
  });

  it('finalizing takes both sides, the buyer side first (decision 057): its signature moves the offer to signed, the seller side’s to finalized', () => {
    const accepted: TOfferState = { status: 'accepted', turn: null, seen: true, signedBy: null };
    expect(offerRule('buyers-agent', 'finalize', accepted)).toMatchObject({ to: ['signed'], set: { signedBy: 'buyer' } });
    expect(offerRule('seller', 'finalize', accepted)).toBeUndefined();
    const signed: TOfferState = { ...accepted, status: 'signed', signedBy: 'buyer' };
    expect(offerRule('listing-agent', 'finalize', signed)).toMatchObject({ to: ['finalized'] });
    expect(offerRule('buyer', 'finalize', signed)).toBeUndefined();
  });
});
