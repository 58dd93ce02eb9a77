import type { TOfferListItem } from '@app/shared/offers/offers.schema';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { callsTo, resetStores } from '../../../../test/test-helpers';
import { dispatchSocketEvent } from '../../../lib/socket/socket-events';
import {
  buildComparison,
  buildComparisonRow,
  buildInStatus,
  buildMade,
  buildOffer,
  buildReceived,
  listingIdOf,
  ME,
  offerId,
} from '../offers-dashboard.fixture';
import { offerRoutes, renderOffers } from '../test-helpers';

const MADE = `GET /offers/buyer/${ME}`;
const RECEIVED = `GET /offers/seller/${ME}`;
const LATER = '2026-03-05T09:00:00.000Z';

/** The completedOffers event for these offers, as the server sends it. */
const changed = (...offers: TOfferListItem[]) => ({
  offers: offers.map((offer) => ({ _id: offer._id, propertyID: offer.property, updatedAt: offer.updatedAt })),
});
/** Lets any fetch a change set off finish, and any second one start (there must be none). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('completedOffers keeps the cached offers current', () => {
  it('refetches only the list holding the changed offer, once, and the same event again changes nothing', async () => {
    let received = [buildReceived(1, { title: 'Oak House', seen: true }), buildReceived(2, { title: 'Elm House' })];
    const fetchMock = stubApi(offerRoutes([buildMade(3, { status: 'sent', completed: true })], () => ({ data: received })));
    await renderOffers('/dashboard/offers/pending');
    await screen.findByRole('region', { name: /^Offers received/ });
    await settle();
    expect([callsTo(fetchMock, MADE), callsTo(fetchMock, RECEIVED)]).toEqual([1, 1]);

    // Oak House was countered (by the seller's agent, say): it moves to Countered.
    received = [
      buildInStatus('received', 1, 'countered', { title: 'Oak House', seen: true, turn: 'buyer', updatedAt: LATER }),
      received[1]!,
    ];
    act(() => dispatchSocketEvent('completedOffers', changed(received[0]!, received[1]!)));
    await vi.waitFor(() => expect(screen.getByRole('tab', { name: 'Countered (1)' })).toBeInTheDocument());
    await settle();
    expect([callsTo(fetchMock, MADE), callsTo(fetchMock, RECEIVED)]).toEqual([1, 2]);

    // The server repeats what it already said (and the unseen offer it lists every time): nothing is asked.
    act(() => dispatchSocketEvent('completedOffers', changed(received[0]!, received[1]!)));
    act(() => dispatchSocketEvent('completedOffers', changed(received[1]!)));
    await settle();
    expect([callsTo(fetchMock, MADE), callsTo(fetchMock, RECEIVED)]).toEqual([1, 2]);
    expect(within(screen.getByRole('region', { name: /^Offers received/ })).getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('refreshes an open offer and the list holding it once each, without a second round from marking it seen', async () => {
    let offer = buildOffer(1, { relation: 'seller', seen: true });
    let received = [buildReceived(1, { title: 'Listing 1', seen: true })];
    const fetchMock = stubApi(offerRoutes([], () => ({ data: received }), { [`GET /offers/${offerId(1)}`]: () => ({ data: offer }) }));
    // After the event the list answers well after the offer, as a longer reply would: the offer's seen mark must not ask for it again.
    let slowList = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (slowList && String(input).includes('/offers/seller/')) await new Promise((resolve) => setTimeout(resolve, 300));
      return fetchMock(input, init);
    });
    await renderOffers(`/dashboard/offers/pending/offer/${offerId(1)}`);
    expect(await screen.findByText('Pending Response')).toBeInTheDocument();
    await settle();
    expect([callsTo(fetchMock, `GET /offers/${offerId(1)}`), callsTo(fetchMock, RECEIVED)]).toEqual([1, 1]);

    // The buyer cancels: the offer page and the list both learn it from one event.
    offer = { ...offer, status: 'cancelled', turn: null, updatedAt: LATER };
    received = [buildInStatus('received', 1, 'cancelled', { title: 'Listing 1', seen: true, updatedAt: LATER })];
    slowList = true;
    act(() => dispatchSocketEvent('completedOffers', changed(received[0]!)));
    // The offer now lives in Closed: the page moves there.
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect([callsTo(fetchMock, `GET /offers/${offerId(1)}`), callsTo(fetchMock, RECEIVED), callsTo(fetchMock, MADE)]).toEqual([2, 2, 0]);
  });

  it('asks for an offer new to the person in the list of its listing, or in both lists when the listing is new to them', async () => {
    let received = [buildReceived(1, { title: 'Oak House', seen: true })];
    const fetchMock = stubApi(offerRoutes([], () => ({ data: received })));
    await renderOffers('/dashboard/offers/pending');
    await screen.findByRole('region', { name: /^Offers received/ });
    await settle();

    // A second offer on Oak House: offers received only.
    received = [buildReceived(2, { property: listingIdOf(1), title: 'Oak House', updatedAt: LATER }), ...received];
    act(() => dispatchSocketEvent('completedOffers', changed(received[0]!)));
    await vi.waitFor(() => expect(screen.getByRole('tab', { name: 'Pending (2, 1 new)' })).toBeInTheDocument());
    await settle();
    expect([callsTo(fetchMock, MADE), callsTo(fetchMock, RECEIVED)]).toEqual([1, 2]);

    // An offer on a listing neither list knows: either side may hold it, each is asked once.
    const stranger = buildReceived(9, { updatedAt: LATER });
    act(() => dispatchSocketEvent('completedOffers', changed(stranger)));
    await settle();
    expect([callsTo(fetchMock, MADE), callsTo(fetchMock, RECEIVED)]).toEqual([2, 3]);
  });

  it('refreshes an open compare view when an offer on its listing changes, not for another listing', async () => {
    let rows = [buildComparisonRow(1)];
    let received = [buildReceived(1, { title: 'Oak House', seen: true }), buildReceived(4, { title: 'Elm House', seen: true })];
    const compare = `GET /offers/compare/${listingIdOf(1)}`;
    const fetchMock = stubApi(offerRoutes([], () => ({ data: received }), { [compare]: () => ({ data: buildComparison(1, rows) }) }));
    await renderOffers(`/dashboard/offers/pending/compare/${offerId(1)}`);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await settle();
    expect(callsTo(fetchMock, compare)).toBe(1);

    // A new offer on Oak House arrives.
    const second = buildReceived(2, { property: listingIdOf(1), title: 'Oak House', updatedAt: LATER });
    received = [second, ...received];
    rows = [...rows, buildComparisonRow(2, { offerPrice: { amount: 46_000_000, currency: 'USD' } })];
    act(() => dispatchSocketEvent('completedOffers', changed(second)));
    await vi.waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(2));
    await settle();
    expect([callsTo(fetchMock, compare), callsTo(fetchMock, RECEIVED)]).toEqual([2, 2]);

    // Elm House changes: this view is not about it.
    received = [second, received[1]!, buildReceived(4, { title: 'Elm House', seen: true, status: 'expired', updatedAt: LATER })];
    act(() => dispatchSocketEvent('completedOffers', changed(received[2]!)));
    await settle();
    expect([callsTo(fetchMock, compare), callsTo(fetchMock, RECEIVED)]).toEqual([2, 3]);
  });
});
