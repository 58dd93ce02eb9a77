import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { resetStores, snackTexts } from '../../../../test/test-helpers';
import { dispatchSocketEvent } from '../../../lib/socket/socket-events';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { Navbar } from '../../../app/layout/navbar/navbar';
import { buildOffer, buildReceived, listingIdOf, offerId } from '../offers-dashboard.fixture';
import { offerRoutes, renderOffers } from '../test-helpers';
import { loadRoutes, renderWithApp } from '../../../../test/render';
import { routes } from '../../../app/routes/route-table';
import { useSessionStore } from '../../../lib/session/session-store';
import { toSessionAccount } from '../../../lib/session/store-account';
import OfferNotifications from './offer-notifications';

const navbarOffers = () => within(screen.getByRole('navigation', { name: 'Navbar profile menu' })).getByRole('link', { name: /^Offers/ });
const sidebarOffers = () => within(screen.getByRole('navigation', { name: 'Dashboard sections' })).getByRole('link', { name: /^Offers/ });
const completed = (...ns: number[]) => ({
  offers: ns.map((n) => ({ _id: offerId(n), propertyID: listingIdOf(n), updatedAt: '2026-03-01T10:00:00.000Z' })),
});

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('The seller’s offer notifications', () => {
  it('count unseen received offers, rise on completedOffers, and drop when the seller opens one', async () => {
    let received = [buildReceived(1, { title: 'First' }), buildReceived(3, { title: 'Seen', seen: true })];
    stubApi(
      offerRoutes([], () => ({ data: received }), {
        [`GET /offers/${offerId(2)}`]: { data: buildOffer(2, { relation: 'seller', sellerID: received[0]!.sellerID }) },
      }),
    );
    await renderOffers('/dashboard/offers/pending');
    await vi.waitFor(() => expect(navbarOffers()).toHaveAccessibleName('Offers, 1 new'));
    expect(sidebarOffers()).toHaveAccessibleName('Offers, 1 new');

    // A buyer sends another offer: the server says so on the socket, and the list is fetched again.
    received = [buildReceived(2, { title: 'Second', updatedAt: '2026-03-02T10:00:00.000Z' }), ...received];
    await vi.waitFor(() => {
      act(() => dispatchSocketEvent('completedOffers', completed(1, 2)));
      expect(navbarOffers()).toHaveAccessibleName('Offers, 2 new');
    });
    expect(sidebarOffers()).toHaveAccessibleName('Offers, 2 new');
    const region = await screen.findByRole('region', { name: /^Offers received/ });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Second', 'First', 'Seen']);

    // Opening it marks it seen.
    const user = userEvent.setup();
    await user.click(within(region).getByRole('link', { name: 'View offer: Second' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Offer on/ })).toBeInTheDocument();
    await vi.waitFor(() => expect(navbarOffers()).toHaveAccessibleName('Offers, 1 new'));
  });

  it('are read out on the navbar’s account menu button and on the phone menu button', async () => {
    stubApi(offerRoutes([], [buildReceived(1), buildReceived(2)], { 'GET /account': { data: buildAccount() } }));
    useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
    await renderWithApp(
      <>
        <Navbar />
        <OfferNotifications />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Account menu for Ana, 2 new offers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu, 2 new offers' })).toBeInTheDocument();
  });

  it('load with the app’s frame once signed in: the navbar counts them on any page', async () => {
    stubApi(offerRoutes([], [buildReceived(1)], { 'GET /account': { data: buildAccount() } }));
    useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
    await loadRoutes(routes, ['/about']);
    await renderWithApp(null, { path: '/about', routes });
    expect(await screen.findByRole('button', { name: 'Account menu for Ana, 1 new offer' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 20_000);

  it('show nothing when nothing is new, and a malformed event changes nothing', async () => {
    stubApi(offerRoutes([], [buildReceived(1, { seen: true })]));
    await renderOffers('/dashboard/offers/pending');
    await screen.findByRole('region', { name: /^Offers received/ });
    act(() => dispatchSocketEvent('completedOffers', { offers: 'nope' }));
    expect(navbarOffers()).toHaveAccessibleName('Offers');
  });

  it('completedOffersError shows the spec’s message in the snackbar', async () => {
    stubApi(offerRoutes([], []));
    await renderOffers('/dashboard/offers/pending');
    await screen.findByRole('region', { name: /^Offers received/ });
    await vi.waitFor(() => {
      act(() => dispatchSocketEvent('completedOffersError', { code: 'anErrorHasOccured' }));
      expect(snackTexts()).toContain('An error has occured');
    });
  });
});
