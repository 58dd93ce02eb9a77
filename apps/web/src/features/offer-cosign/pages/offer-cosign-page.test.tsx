import { MESSAGES } from '@app/shared/messages/messages';
import type { TCosignOffer } from '@app/shared/offers/offer-cosign.schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { sentBody, stubApi, type StubRoutes } from '../../../../test/stub-api';
import OfferCosignPage from './offer-cosign-page';

const routes = [{ path: '/offers/sign/:token', element: <OfferCosignPage /> }];
const MEI = { _id: '6f1f3a8e-3f7e-4b0a-9a51-0d6c1e2b3c4d', name: { first: 'Mei', last: 'Lin' } };
const WEI = { _id: '7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d', name: { first: 'Wei', last: 'Chen' } };

const offer: TCosignOffer = {
  offerId: 'a0000000-0000-4000-8000-000000000001',
  listing: {
    _id: 'b0000000-0000-4000-8000-000000000001',
    title: 'Sunlit 3-bed Craftsman',
    price: { amount: 68_500_000, currency: 'USD' },
    address: { street: '1 Market St', city: 'San Francisco', state: 'CA', country: 'us' },
    photo: null,
    agentListed: false,
  },
  currency: 'USD',
  offerPrice: 60_000_000,
  closingDays: 30,
  escrowPeriodDays: 30,
  ownershipType: 'joint-tenancy',
  money: {
    offerPrice: 60_000_000,
    balance: 57_000_000,
    deposits: [
      { deposit: 1_800_000, dueAfter: 'signed-offer', dueAt: null },
      { deposit: 1_200_000, dueAfter: 'escrow-opened', dueAt: null },
    ],
    technologyFee: 720_000,
    bookingDeposit: 144_000,
    depositDueBusinessDays: 3,
  },
  buyers: [
    { ...MEI, signed: true },
    { ...WEI, signed: false },
  ],
  signer: { ...WEI, signed: false },
  expiresAt: '2026-12-03T10:00:00.000Z',
};

function visit(extra: StubRoutes = {}, locale?: 'zh-Hant') {
  const fetchMock = stubApi({ 'GET /offers/cosign/tok-123': { data: offer }, ...extra });
  return { fetchMock, view: renderWithApp(null, { path: '/offers/sign/tok-123', routes, ...(locale ? { locale } : {}) }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('a co-buyer signs the offer by the mailed link', () => {
  it('shows the offer summary and records a typed signature', async () => {
    const signed = { ...offer, buyers: offer.buyers.map((b) => ({ ...b, signed: true })), signer: { ...WEI, signed: true } };
    const { fetchMock, view } = visit({ 'POST /offers/cosign/tok-123/signatures': { data: signed } });
    await view;
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign the offer' })).toBeInTheDocument();
    expect(await screen.findByText(/Wei Chen, you are named as a buyer in this offer on “Sunlit 3-bed Craftsman”/)).toBeInTheDocument();
    expect(screen.getByText('$600,000.00')).toBeInTheDocument();
    expect(screen.getByText('Joint Tenancy')).toBeInTheDocument();
    expect(screen.getByText('$1,440.00')).toBeInTheDocument();
    expect(screen.getByText(/Mei Lin — signed/)).toBeInTheDocument();
    expect(screen.getByText(/Wei Chen — not signed yet/)).toBeInTheDocument();

    const user = userEvent.setup();
    const signButton = screen.getByRole('button', { name: 'Sign the offer' });
    expect(signButton).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Type my name' }));
    await user.type(screen.getByRole('textbox', { name: 'Your full name, as your signature' }), 'Wei Chen');
    await user.click(signButton);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, your signature is recorded' })).toBeInTheDocument();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, post)).toMatchObject({
      url: expect.stringContaining('/offers/cosign/tok-123/signatures'),
      body: { signature: { method: 'typed', typedName: 'Wei Chen' } },
    });
  });

  it('explains a dead link in the reader’s language', async () => {
    await visit(
      { 'GET /offers/cosign/tok-123': { status: 400, code: 'OFFER_SIGN_LINK_INVALID', message: MESSAGES.offerSignLinkInvalid } },
      'zh-Hant',
    ).view;
    expect(await screen.findByRole('heading', { level: 1, name: '此簽署連結無法使用' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('此簽署連結已失效');
  });

  it('reads in Traditional Chinese', async () => {
    await visit({}, 'zh-Hant').view;
    expect(await screen.findByRole('heading', { level: 1, name: '簽署出價' })).toBeInTheDocument();
    expect(await screen.findByText('聯權共有')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '簽署出價' })).toBeDisabled();
  });
});
