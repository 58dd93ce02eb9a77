import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCheckout, CHECKOUT_ID } from '../../../../test/fixtures/payments.fixture';
import { OFFER_ID } from '../../../../test/fixtures/offer.fixture';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { stubApi } from '../../../../test/stub-api';
import { renderNegotiation, sentOffer } from '../test-helpers';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

const FINALIZE = `/dashboard/offers/${OFFER_ID}/Negotiation/finalize`;
const FEE = { bps: 25, amount: { amount: 112_500, currency: 'USD' } };
/** Accepted and signed by the buyer side: the seller side's signature and fee finalize it (decision 057). */
const buyerSigned = sentOffer({
  relation: 'seller',
  status: 'signed',
  turn: null,
  signedBy: 'buyer',
  negotiationFee: FEE,
  actions: ['finalize'],
});

describe('The finalize page', () => {
  it('shows the seller the final terms, the deposit schedule and the negotiation fee; signing sends them on to pay it', async () => {
    const signed = { ...buyerSigned, actions: [], finalSignatures: [{ side: 'seller' as const, signedAt: '2026-11-27T10:00:00.000Z' }] };
    const fetchMock = stubApi({
      [`GET /offers/${OFFER_ID}`]: { data: buyerSigned },
      [`POST /offers/${OFFER_ID}/finalize`]: { data: signed },
      'POST /checkouts': { data: buildCheckout() },
    });
    const { router } = await renderNegotiation(null, { path: FINALIZE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Finalize the offer' })).toBeInTheDocument();
    expect(await screen.findByText(/The buyer side has signed the final terms/)).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'Final terms' });
    expect(terms).toHaveTextContent('Offer price$450,000.00');
    expect(terms).toHaveTextContent('Escrow period (days)45 days');
    expect(screen.getByRole('region', { name: 'Deposit schedule' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Negotiation fee \(0\.25%/ })).toHaveTextContent('$1,125.00');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign and pay the fee' }));
    expect(await screen.findByText('Sign to send these terms.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /offers/${OFFER_ID}/finalize`)).toBe(0);
    await user.click(screen.getByRole('radio', { name: 'Type my name' }));
    await user.type(screen.getByRole('textbox', { name: 'Your full name, as your signature' }), 'Sam Seller');
    await user.click(screen.getByRole('button', { name: 'Sign and pay the fee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${CHECKOUT_ID}`));
    expect(bodyOf(fetchMock, `POST /offers/${OFFER_ID}/finalize`)).toEqual({ signature: { method: 'typed', typedName: 'Sam Seller' } });
    expect(bodyOf(fetchMock, 'POST /checkouts')).toEqual({ product: { kind: 'offer-negotiation-fee', ref: OFFER_ID } });
  });

  it('brings a seller who signed but has not paid back to the payment step', async () => {
    const owed = { ...buyerSigned, actions: [], finalSignatures: [{ side: 'seller' as const, signedAt: '2026-11-27T10:00:00.000Z' }] };
    stubApi({ [`GET /offers/${OFFER_ID}`]: { data: owed }, 'POST /checkouts': { data: buildCheckout() } });
    const { router } = await renderNegotiation(null, { path: FINALIZE });
    expect(await screen.findByText(/You have signed the final terms\. Pay the negotiation fee/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your signature' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay the negotiation fee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${CHECKOUT_ID}`));
  });

  it('lets the buyer side sign first, with no fee, and goes back to the offer', async () => {
    const accepted = sentOffer({ status: 'accepted', turn: null, actions: ['finalize', 'cancel'] });
    stubApi({
      [`GET /offers/${OFFER_ID}`]: { data: accepted },
      [`POST /offers/${OFFER_ID}/finalize`]: { data: { ...accepted, status: 'signed', signedBy: 'buyer', actions: ['cancel'] } },
    });
    const { router } = await renderNegotiation(null, { path: FINALIZE });
    expect(await screen.findByText(/Then the seller side signs/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Negotiation fee/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const pad = screen.getByRole('group', { name: 'Your signature' });
    await user.click(within(pad).getByRole('radio', { name: 'Type my name' }));
    await user.type(within(pad).getByRole('textbox', { name: 'Your full name, as your signature' }), 'Ana Lopez');
    await user.click(screen.getByRole('button', { name: 'Sign and finalize' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view/signed/offer/${OFFER_ID}`));
    expect(snackTexts()).toContain('Final terms signed. The other side signs next.');
  });
});
