import { OFFER_STATUSES, type TOfferStatus } from '@app/shared/offers/offer-transitions';
import type { TOfferListItem } from '@app/shared/offers/offers.schema';
import { describe, expect, it } from 'vitest';
import { offerStatusIds } from '../../ui/offer/use-offer-status';
import {
  groupOffers,
  groupsOf,
  mayBeInTab,
  OFFER_GROUPS,
  OFFER_TABS,
  offerTab,
  offerViewPath,
  tabCounts,
  unseenCounts,
  type TOfferTab,
} from './offer-tabs';
import { buildInStatus, offerId } from './offers-dashboard.fixture';

/** Decision 054's table, as the dashboard shows it: the tab, and the words each side reads (label, note). */
const EXPECTED: Record<TOfferStatus, { tab: TOfferTab; buyer: [string, string?]; seller: [string, string?] | null }> = {
  draft: { tab: 'drafts', buyer: ['draft'], seller: null },
  sent: { tab: 'pending', buyer: ['offer-sent', 'awaiting-reply'], seller: ['offer-submitted'] },
  countered: { tab: 'countered', buyer: ['countered'], seller: ['counter-offer-submitted', 'awaiting-reply'] },
  accepted: { tab: 'accepted', buyer: ['accepted'], seller: ['accepted'] },
  backup: { tab: 'active', buyer: ['under-review-of-better-offer'], seller: ['under-review-of-better-offer'] },
  signed: { tab: 'accepted', buyer: ['signed', 'awaiting-reply'], seller: ['signed'] },
  finalized: { tab: 'completed', buyer: ['finalized'], seller: ['finalized'] },
  declined: { tab: 'rejected', buyer: ['declined'], seller: ['declined'] },
  cancelled: { tab: 'closed', buyer: ['cancelled'], seller: ['cancelled'] },
  expired: { tab: 'closed', buyer: ['expired'], seller: ['expired'] },
  lost: { tab: 'closed', buyer: ['accepted-another-offer'], seller: ['accepted-another-offer'] },
};

const ids = (offers: TOfferListItem[]) => offers.map((offer) => offer._id);
const words = (offer: TOfferListItem) => {
  const { label, note } = offerStatusIds(offer);
  return note ? [label, note] : [label];
};

describe('Offer tabs: placement and the status words per side', () => {
  OFFER_STATUSES.forEach((status, i) => {
    const expected = EXPECTED[status];
    it(`${status}: in ${expected.tab}, read by the buyer side as ${expected.buyer.join(' / ')}`, () => {
      const made = buildInStatus('made', i, status);
      expect(offerTab(made)).toBe(expected.tab);
      expect(words(made)).toEqual(expected.buyer);
      // A co-buyer reads it as the buyer side does; a buyer's agent is the buyer side.
      expect(words({ ...made, relation: 'co-buyer' })[0]).toBe(expected.buyer[0]);
      expect(words({ ...made, relation: 'buyers-agent' })).toEqual(expected.buyer);
      const groups = groupOffers(expected.tab, [made], []);
      const where = status === 'draft' ? 'drafts' : status === 'expired' ? 'expired' : 'made';
      expect(ids(groups[where])).toEqual([made._id]);
      expect(OFFER_GROUPS.filter((group) => groups[group].length)).toEqual([where]);
      expect(groupsOf(expected.tab)).toContain(where);
    });

    if (expected.seller) {
      const seller = expected.seller;
      it(`${status}: in ${expected.tab}, read by the seller side as ${seller.join(' / ')}`, () => {
        const received = buildInStatus('received', i, status);
        expect(offerTab(received)).toBe(expected.tab);
        expect(words(received)).toEqual(seller);
        expect(words({ ...received, relation: 'listing-agent' })).toEqual(seller);
        const groups = groupOffers(expected.tab, [], [received]);
        const where = status === 'expired' ? 'expired' : 'received';
        expect(ids(groups[where])).toEqual([received._id]);
        expect(OFFER_GROUPS.filter((group) => groups[group].length)).toEqual([where]);
      });
    }
  });

  it('names the turn from the reader’s side: a seller’s counter is Countered to the buyer and Counter Offer Submitted to the seller', () => {
    const made = buildInStatus('made', 1, 'countered', { turn: 'seller' });
    const received = buildInStatus('received', 2, 'countered', { turn: 'seller' });
    expect(words(made)).toEqual(['counter-offer-submitted', 'awaiting-reply']);
    expect(words(received)).toEqual(['countered']);
    // Opened by the seller, a sent offer is Pending Response; the seller's signature first waits on the buyer.
    expect(words(buildInStatus('received', 3, 'sent', { seen: true }))).toEqual(['pending-response']);
    expect(words(buildInStatus('received', 4, 'signed', { signedBy: 'seller' }))).toEqual(['signed', 'awaiting-reply']);
    expect(words(buildInStatus('made', 5, 'signed', { signedBy: 'seller' }))).toEqual(['signed']);
  });

  it('moves an open offer whose listing is off the market to Active, set apart as Inactive; an ended or agreed one stays', () => {
    for (const status of ['sent', 'countered', 'backup'] as const) {
      const made = buildInStatus('made', 1, status, { listingOnMarket: false });
      const received = buildInStatus('received', 2, status, { listingOnMarket: false, updatedAt: '2026-03-09T00:00:00.000Z' });
      expect(offerTab(made)).toBe('active');
      expect(offerStatusIds(received).note).toBe('inactive');
      const groups = groupOffers('active', [made], [received]);
      expect(ids(groups.inactive)).toEqual([received._id, made._id]);
      expect([...groups.received, ...groups.made]).toEqual([]);
      expect(offerViewPath(made)).toBe(`/dashboard/offers/active/offer/${made._id}`);
      // The offer page does not know the listing's state: a link to Active or to the status's tab both stand.
      expect(mayBeInTab(status, 'active')).toBe(true);
      expect(mayBeInTab(status, 'closed')).toBe(false);
    }
    for (const status of ['accepted', 'signed', 'finalized', 'declined', 'cancelled', 'expired', 'lost'] as const) {
      const received = buildInStatus('received', 3, status, { listingOnMarket: false });
      expect(offerTab(received)).toBe(EXPECTED[status].tab);
      expect(offerStatusIds(received).note).not.toBe('inactive');
      expect(mayBeInTab(status, 'active')).toBe(false);
    }
  });

  it('counts every offer once, in its tab, and the unseen received ones apart', () => {
    const made = OFFER_STATUSES.map((status, i) => buildInStatus('made', i, status));
    const received = OFFER_STATUSES.filter((status) => status !== 'draft').map((status, i) =>
      buildInStatus('received', 100 + i, status, { seen: true }),
    );
    received.push(buildInStatus('received', 200, 'sent', { listingOnMarket: false }));
    const counts = tabCounts(made, received);
    expect(counts).toEqual({ active: 3, pending: 2, accepted: 4, completed: 2, closed: 6, countered: 2, rejected: 2, drafts: 1 });
    expect(Object.values(counts).reduce((a, b) => a + b)).toBe(made.length + received.length);
    // Offers the seller side has not opened yet; offers made are never new to their maker.
    const unseen = unseenCounts([...received, buildInStatus('received', 300, 'sent'), buildInStatus('made', 301, 'sent')]);
    expect(unseen.pending).toBe(1);
    expect(unseen.active).toBe(1);
    expect(OFFER_TABS.filter((tab) => unseen[tab])).toEqual(['active', 'pending']);
  });

  it('sorts each grouping by the last change, newest first', () => {
    const older = buildInStatus('received', 1, 'expired', { updatedAt: '2026-01-01T00:00:00.000Z' });
    const newer = buildInStatus('made', 2, 'expired', { updatedAt: '2026-02-01T00:00:00.000Z' });
    const cancelled = buildInStatus('made', 3, 'cancelled');
    const groups = groupOffers('closed', [newer, cancelled], [older]);
    expect(ids(groups.expired)).toEqual([offerId(2), offerId(1)]);
    expect(ids(groups.made)).toEqual([offerId(3)]);
    expect(groupsOf('closed')).toEqual(['received', 'made', 'expired']);
    expect(groupsOf('active')).toEqual(['received', 'made', 'inactive']);
    expect(groupsOf('drafts')).toEqual(['drafts']);
  });
});
