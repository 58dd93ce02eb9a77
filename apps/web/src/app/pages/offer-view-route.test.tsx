import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { resetStores } from '../../../test/test-helpers';
import { buildOffer, offerId } from '../../features/offers-dashboard/offers-dashboard.fixture';
import NegotiationRoute from './negotiation-route';
import OfferViewRoute from './offer-view-route';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

const ID = offerId(1);
const render = (path: string, locale?: 'zh-Hans') =>
  renderWithApp(null, {
    path,
    locale,
    routes: [
      { path: '/dashboard/offers/:tab/:view/:offer', element: <OfferViewRoute /> },
      { path: '/dashboard/offers/:offer/Negotiation/:page', element: <NegotiationRoute /> },
    ],
  });

describe('The offer view with the negotiation on it', () => {
  it('shows the seller side’s status, the reply countdown and its moves, and the counter history as a view', async () => {
    const offer = buildOffer(1, {
      relation: 'seller',
      seen: true,
      respondBy: '2099-11-28T09:00:00.000Z',
      actions: ['accept', 'counter', 'decline'],
      versions: [
        {
          round: 0,
          side: 'buyer',
          action: 'send',
          author: 'Ana Lopez',
          terms: {
            offerPrice: 45_000_000,
            closingDays: 30,
            initialDeposit: null,
            increaseDeposits: [],
            escrowPeriodDays: 45,
            ownerCarry: null,
            otherTerms: '',
            minimumCounter: null,
          },
          changes: [],
          signedAt: '2026-03-02T15:30:00.000Z',
        },
      ],
    });
    stubApi({ [`GET /offers/${ID}`]: { data: offer } });
    await render(`/dashboard/offers/pending/offer/${ID}`);
    expect(await screen.findByText('Pending Response')).toBeInTheDocument();
    expect(screen.getByText('Reply due by', { exact: false })).toBeInTheDocument();
    const moves = screen.getByRole('group', { name: 'What you can do' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Decline']);
    expect(within(moves).getByRole('link', { name: 'Counter' })).toHaveAttribute('href', `/dashboard/offers/${ID}/Negotiation/counter`);

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Counter history' }));
    expect(await screen.findByRole('region', { name: 'Counter history' })).toHaveTextContent('Round 0: Offer sent');
  });

  it('goes back from the counter form to the offer’s own tab in the dashboard', async () => {
    stubApi({ [`GET /offers/${ID}`]: { data: buildOffer(1, { relation: 'seller', actions: ['counter'] }) } });
    await render(`/dashboard/offers/${ID}/Negotiation/counter`);
    expect(await screen.findByRole('link', { name: 'Back to the offer' })).toHaveAttribute('href', `/dashboard/offers/pending/offer/${ID}`);
  });
});
