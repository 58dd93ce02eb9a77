import type { TOffer } from '@app/shared/offers/offers.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { buildCheckout, buildPaymentResult, CHECKOUT_ID } from '../../../../test/fixtures/payments.fixture';
import { buildCard } from '../../../../test/fixtures/wallet.fixture';
import { renderWithApp } from '../../../../test/render';
import { sentBody, stubApi } from '../../../../test/stub-api';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildBuyer, buildOffer, BUYER_ID, CO_BUYER_ID, COMPLETE, LISTING_ID, OFFER_ID, pagesWith } from '../offer-pages.fixture';
import SignStep from './sign-step';

const SHA_ES = 'a'.repeat(64);
const PDF_ES = '00000000-0000-4000-8000-0000000f0e51';
const PDF_EN = '00000000-0000-4000-8000-0000000f0e52';

/** The offer once Ana has signed: every page complete, the PDFs rendered. */
const signedOffer = (): TOffer =>
  buildOffer({
    signatures: [{ buyerId: BUYER_ID, method: 'typed', signedAt: '2026-03-05T16:00:00.000Z' }],
    pages: pagesWith(),
    pdfs: [
      { _id: PDF_ES, kind: 'offer-pdf', locale: 'es', sha256: SHA_ES, sizeBytes: 20_000, createdAt: '2026-03-05T16:00:01.000Z' },
      { _id: PDF_EN, kind: 'offer-pdf', locale: 'en-us', sha256: 'b'.repeat(64), sizeBytes: 19_000, createdAt: '2026-03-05T16:00:01.000Z' },
    ],
    updatedAt: '2026-03-05T16:00:01.000Z',
  });

const routes = (offer: TOffer) => [
  {
    path: '/listings/:propertyId/offers/:offerId/sign',
    element: <SignStep offer={offer} value={{}} onChange={vi.fn()} result={COMPLETE} />,
  },
  { path: '/listings/:propertyId/offers/:offerId/finish', element: <h1>Finish page</h1> },
  { path: '/checkout/:checkoutId', element: <CheckoutProbe /> },
];

/** Where the Send panel took the buyer: the checkout page's path and query. */
function CheckoutProbe() {
  const location = useLocation();
  return <h1>Checkout {`${location.pathname}${location.search}`}</h1>;
}
const SIGN_PATH = `/listings/${LISTING_ID}/offers/${OFFER_ID}/sign`;

describe('sign page', () => {
  beforeEach(() => {
    useSessionStore.getState().signIn({
      _id: '00000000-0000-4000-8000-000000000001',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Lopez',
      verified: true,
      professional: false,
      admin: false,
    });
  });
  afterEach(() => {
    useSessionStore.getState().signOut();
    vi.unstubAllGlobals();
  });

  it('the buyer signs for themselves, checks the PDF, sees the booking deposit before paying, then pays and is sent on', async () => {
    const fetchMock = stubApi({
      'GET /account': { data: buildAccount() },
      [`POST /offers/${OFFER_ID}/signatures`]: { data: signedOffer() },
      [`GET /offers/${OFFER_ID}/pdfs/${PDF_ES}/verify`]: { data: { sha256: SHA_ES, stored: SHA_ES, unchanged: true } },
      'GET /wallet/cards': { data: [buildCard()] },
      'POST /checkouts': { data: buildCheckout({ product: { kind: 'offer-booking-deposit', ref: OFFER_ID } }) },
      [`POST /checkouts/${CHECKOUT_ID}/pay`]: { data: buildPaymentResult() },
    });
    await renderWithApp(null, { path: SIGN_PATH, routes: routes(buildOffer()) });
    const user = userEvent.setup();

    expect(await screen.findByText('Not signed yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send offer/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Type my name' }));
    await user.type(screen.getByLabelText('Your full name, as your signature'), 'Ana Lopez');
    await user.click(screen.getByRole('button', { name: 'Sign the offer' }));

    expect(await screen.findByText('Signed')).toBeInTheDocument();
    const signCall = fetchMock.mock.calls.findIndex(([url, init]) => String(url).includes('/signatures') && init?.method === 'POST');
    expect(sentBody(fetchMock, signCall).body).toEqual({ buyerId: BUYER_ID, signature: { method: 'typed', typedName: 'Ana Lopez' } });

    // The PDFs, in the buyer's language and English, with their SHA-256 and Verify.
    const spanish = screen.getByRole('link', { name: 'The signed offer (PDF, Español)' });
    expect(spanish).toHaveAttribute('href', `/api/v1/offers/${OFFER_ID}/pdfs/${PDF_ES}`);
    expect(screen.getByRole('link', { name: 'The signed offer (PDF, English)' })).toBeInTheDocument();
    expect(screen.getByText(SHA_ES)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify the PDF in Español' }));
    expect(await screen.findByText('Unchanged: the stored PDF matches the fingerprint recorded when it was signed.')).toBeInTheDocument();

    // The booking deposit (20% of 1.2% of $600,000.00) is shown before anything is charged.
    const send = await screen.findByRole('region', { name: 'Send the offer' });
    expect(within(send).getByText('Booking deposit to pay now:').parentElement).toHaveTextContent('$1,440.00');
    expect(await within(send).findByRole('radio', { name: /4242/ })).toBeChecked();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/checkouts'))).toBe(false);

    await user.click(within(send).getByRole('button', { name: 'Send offer and pay the booking deposit' }));
    expect(await screen.findByRole('heading', { name: 'Finish page' })).toBeInTheDocument();
    const checkoutCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/checkouts'));
    expect(sentBody(fetchMock, checkoutCall).body).toEqual({ product: { kind: 'offer-booking-deposit', ref: OFFER_ID } });
    const payCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith(`/checkouts/${CHECKOUT_ID}/pay`));
    expect(sentBody(fetchMock, payCall).body).toEqual({ cardId: buildCard()._id });
    expect(new Headers(fetchMock.mock.calls[payCall]?.[1]?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a listing priced in euros: the booking deposit in euros, in US dollars and in the buyer's currency before paying", async () => {
    stubApi({
      'GET /account': { data: buildAccount({ profile: { ...buildAccount().profile, country: 'tw', preferredCurrency: 'TWD' } }) },
      'GET /exchange-rates': { data: { day: '2026-03-05', source: 'ecb', base: 'USD', rates: { USD: 1, EUR: 0.5, TWD: 32 } } },
      'GET /wallet/cards': { data: [buildCard()] },
    });
    const offer = signedOffer();
    await renderWithApp(null, {
      path: SIGN_PATH,
      routes: routes({ ...offer, currency: 'EUR', money: { ...offer.money, bookingDeposit: 100_000 } }),
    });
    const send = await screen.findByRole('region', { name: 'Send the offer' });
    // €1,000.00 at 0.5 EUR to the dollar is $2,000.00, and NT$64,000.00 at 32 TWD.
    await within(send).findByText(/≈ \$2,000\.00/);
    expect(within(send).getByText('Booking deposit to pay now:').parentElement).toHaveTextContent(
      /€1,000\.00 \(≈ NT\$64,000\.00\) \(≈ \$2,000\.00\)/,
    );
  });

  it('a buyer who pays with Alipay (or WeChat Pay, PayPal) goes to the checkout page with it chosen', async () => {
    stubApi({
      'GET /account': { data: buildAccount() },
      'GET /wallet/cards': { data: [buildCard()] },
      'POST /checkouts': { data: buildCheckout({ product: { kind: 'offer-booking-deposit', ref: OFFER_ID } }) },
    });
    await renderWithApp(null, { path: SIGN_PATH, routes: routes(signedOffer()) });
    const user = userEvent.setup();
    const send = await screen.findByRole('region', { name: 'Send the offer' });
    expect(await within(send).findByRole('radio', { name: /4242/ })).toBeChecked();
    for (const method of ['Alipay', 'WeChat Pay', 'PayPal'])
      expect(within(send).getByRole('radio', { name: new RegExp(method) })).toBeEnabled();
    await user.click(within(send).getByRole('radio', { name: /Alipay/ }));
    await user.click(within(send).getByRole('button', { name: 'Send offer: pay with Alipay' }));
    expect(await screen.findByRole('heading', { name: `Checkout /checkout/${CHECKOUT_ID}?method=alipay` })).toBeInTheDocument();
  });

  it('shows a declined payment and stays on the page', async () => {
    stubApi({
      'GET /account': { data: buildAccount() },
      'GET /wallet/cards': { data: [buildCard()] },
      'POST /checkouts': { data: buildCheckout({ product: { kind: 'offer-booking-deposit', ref: OFFER_ID } }) },
      [`POST /checkouts/${CHECKOUT_ID}/pay`]: { status: 402, message: 'Payment Failed', code: 'PAYMENT_FAILED' },
    });
    await renderWithApp(null, { path: SIGN_PATH, routes: routes(signedOffer()) });
    const send = await screen.findByRole('region', { name: 'Send the offer' });
    await within(send).findByRole('radio', { name: /4242/ });
    await userEvent.click(within(send).getByRole('button', { name: 'Send offer and pay the booking deposit' }));
    expect(await within(send).findByRole('alert')).toHaveTextContent('Payment Failed');
    expect(screen.queryByRole('heading', { name: 'Finish page' })).not.toBeInTheDocument();
  });

  it('a co-buyer who has not signed yet: the buyer waits for them, with no PDF and no sending', async () => {
    stubApi({ 'GET /account': { data: buildAccount() } });
    const offer = buildOffer({
      buyers: [buildBuyer(), buildBuyer({ _id: CO_BUYER_ID, name: { first: 'Wei', last: 'Chen' }, email: 'wei@example.com' })],
      signatures: [{ buyerId: BUYER_ID, method: 'drawn', signedAt: '2026-03-05T16:00:00.000Z' }],
      pages: pagesWith({ sign: { complete: false, invalid: {}, missing: { 'signatures.1': 'This field is required.' } } }),
    });
    await renderWithApp(null, { path: SIGN_PATH, routes: routes(offer) });
    const wei = (await screen.findByText('Wei Chen')).closest('li')!;
    expect(wei).toHaveTextContent('Not signed yet');
    expect(wei).toHaveTextContent('Signs with the link we email to wei@example.com');
    expect(screen.queryByRole('button', { name: 'Sign the offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Send the offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /The signed offer/ })).not.toBeInTheDocument();
  });
});
