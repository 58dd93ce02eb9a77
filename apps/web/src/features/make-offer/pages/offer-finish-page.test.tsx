import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_ID } from '../../../../test/fixtures/payments.fixture';
import { renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { buildOffer, LISTING_ID, OFFER_ID } from '../offer-pages.fixture';
import OfferFinishPage from './offer-finish-page';

const routes = [
  { path: '/listings/:propertyId/offers/:offerId/finish', element: <OfferFinishPage /> },
  { path: '/Negotiation/:offerId/MakeAnOfferFinish', element: <OfferFinishPage /> },
];

const sent = () =>
  buildOffer({
    status: 'sent',
    completed: true,
    actions: [],
    bookingDeposit: { amount: { amount: 144_000, currency: 'USD' }, paymentId: PAYMENT_ID },
    sentAt: '2026-03-05T16:05:00.000Z',
  });

describe('the make-an-offer finish page', () => {
  afterEach(() => vi.unstubAllGlobals());

  for (const path of [`/listings/${LISTING_ID}/offers/${OFFER_ID}/finish`, `/Negotiation/${OFFER_ID}/MakeAnOfferFinish`]) {
    it(`${path.startsWith('/N') ? '/Negotiation/{offer_id}/MakeAnOfferFinish' : '…/offers/{offer_id}/finish'}: sent, what happens next, the deposit's receipt, the way to the offer`, async () => {
      stubApi({ [`GET /offers/${OFFER_ID}`]: { data: sent() } });
      await renderWithApp(null, { path, routes });
      expect(await screen.findByRole('heading', { level: 1, name: 'Your offer has been sent' })).toBeInTheDocument();
      expect(await screen.findByText('Your offer of $600,000.00 on Casa Azul is with the seller.')).toBeInTheDocument();
      expect(screen.getByText('The seller has 2 business days to respond: accept, decline or counter.')).toBeInTheDocument();
      expect(screen.getByText('Paid: $1,440.00.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See the receipt' })).toHaveAttribute('href', `/dashboard/wallet/receipts/${PAYMENT_ID}`);
      expect(screen.getByRole('link', { name: 'See the offer you sent' })).toHaveAttribute(
        'href',
        `/dashboard/offers/pending/offer/${OFFER_ID}`,
      );
      expect(screen.getByRole('link', { name: 'Go to my offers' })).toHaveAttribute('href', '/dashboard/offers');
    });
  }

  it('an offer not sent yet says so and leads back to the Sign page', async () => {
    stubApi({ [`GET /offers/${OFFER_ID}`]: { data: buildOffer() } });
    await renderWithApp(null, { path: `/Negotiation/${OFFER_ID}/MakeAnOfferFinish`, routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'This offer has not been sent yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Sign page' })).toHaveAttribute(
      'href',
      `/listings/${LISTING_ID}/offers/${OFFER_ID}/8`,
    );
    expect(screen.queryByText(/Paid:/)).not.toBeInTheDocument();
  });
});
