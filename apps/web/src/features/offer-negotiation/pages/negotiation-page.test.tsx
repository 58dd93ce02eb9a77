import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFER_ID } from '../../../../test/fixtures/offer.fixture';
import { sentBody, stubApi, type StubReply } from '../../../../test/stub-api';
import { callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { renderNegotiation, sentOffer } from '../test-helpers';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

const COUNTER = `/dashboard/offers/${OFFER_ID}/Negotiation/counter`;
const POST = `POST /offers/${OFFER_ID}/counter`;
// The seller answers the buyer's $450,000 offer; the buyer's terms say they consider no counter under $440,000.
const received = sentOffer({ relation: 'seller', actions: ['accept', 'counter', 'decline'] });

async function typePrice(user: UserEvent, value: string) {
  const price = await screen.findByRole('textbox', { name: 'Offer price (USD)' });
  await user.clear(price);
  await user.type(price, value);
  return price;
}

async function sign(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Type my name' }));
  await user.type(screen.getByRole('textbox', { name: 'Your full name, as your signature' }), 'Sam Seller');
}

describe('The counter form', () => {
  it('opens with the current terms and previews what changes, old → new', async () => {
    stubApi({ [`GET /offers/${OFFER_ID}`]: { data: received } });
    await renderNegotiation(null, { path: COUNTER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Counter offer' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Offer price (USD)' })).toHaveValue('450000');
    expect(screen.getByRole('textbox', { name: 'Closing timeline (days)' })).toHaveValue('30');
    expect(screen.getByRole('textbox', { name: 'Increase deposit 1 (USD)' })).toHaveValue('20000');
    expect(screen.getByRole('textbox', { name: 'Other terms' })).toHaveValue('Seller leaves the piano.');
    const preview = screen.getByRole('region', { name: 'What changes' });
    expect(preview).toHaveTextContent('Nothing changed yet.');
    const user = userEvent.setup();
    await typePrice(user, '470000');
    await user.type(screen.getByRole('textbox', { name: 'Escrow period (days)' }), '{backspace}{backspace}30');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Offer price:was $450,000.00→now $470,000.00', 'Escrow period (days):was 45 days→now 30 days']);
  });

  it('refuses a counter under the minimum counter in the spec’s words beside the price, keeping what was typed', async () => {
    const fetchMock = stubApi({ [`GET /offers/${OFFER_ID}`]: { data: received } });
    await renderNegotiation(null, { path: COUNTER });
    await screen.findByRole('heading', { level: 1, name: 'Counter offer' });
    const user = userEvent.setup();
    const price = await typePrice(user, '430000');
    await sign(user);
    await user.click(screen.getByRole('button', { name: 'Sign and send counter offer' }));
    expect(price).toHaveAccessibleDescription('Offer must be above minimum counter');
    expect(price).toHaveValue('430000');
    expect(callsTo(fetchMock, POST)).toBe(0);
  });

  it('shows the server’s minimum-counter error next to the price and keeps the input; sends again once fixed', async () => {
    let reply: StubReply = {
      status: 400,
      message: MESSAGES.offerBelowMinCounter,
      code: 'OFFER_BELOW_MIN_COUNTER',
      fields: { 'terms.offerPrice': MESSAGES.offerBelowMinCounter },
    };
    const fetchMock = stubApi({ [`GET /offers/${OFFER_ID}`]: { data: received }, [POST]: () => reply });
    const { router } = await renderNegotiation(null, { path: COUNTER, locale: 'en-us' });
    await screen.findByRole('heading', { level: 1, name: 'Counter offer' });
    const user = userEvent.setup();
    const price = await typePrice(user, '445000');
    await user.type(screen.getByRole('textbox', { name: 'Other terms' }), ' And the rug.');
    await sign(user);
    await user.click(screen.getByRole('button', { name: 'Sign and send counter offer' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Offer must be above minimum counter'));
    expect(price).toHaveValue('445000');
    expect(screen.getByRole('textbox', { name: 'Other terms' })).toHaveValue('Seller leaves the piano. And the rug.');
    expect(sentBody(fetchMock, fetchMock.mock.calls.length - 1).body).toMatchObject({
      terms: { offerPrice: 44_500_000, otherTerms: 'Seller leaves the piano. And the rug.', increaseDeposits: [2_000_000] },
      signature: { method: 'typed', typedName: 'Sam Seller' },
    });

    reply = { data: sentOffer({ relation: 'seller', status: 'countered', turn: 'buyer', actions: [] }) };
    await typePrice(user, '460000');
    await user.click(screen.getByRole('button', { name: 'Sign and send counter offer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view/countered/offer/${OFFER_ID}`));
    expect(snackTexts()).toContain('Counter offer sent');
    expect(callsTo(fetchMock, POST)).toBe(2);
  });

  it('asks for a signature before sending', async () => {
    const fetchMock = stubApi({ [`GET /offers/${OFFER_ID}`]: { data: received } });
    await renderNegotiation(null, { path: COUNTER });
    await screen.findByRole('heading', { level: 1, name: 'Counter offer' });
    const user = userEvent.setup();
    await typePrice(user, '470000');
    await user.click(screen.getByRole('button', { name: 'Sign and send counter offer' }));
    expect(await screen.findByText('Sign to send these terms.')).toBeInTheDocument();
    expect(callsTo(fetchMock, POST)).toBe(0);
  });

  it('is the Edit form for the buyer’s unseen sent offer, and says so when there is nothing to change', async () => {
    stubApi({ [`GET /offers/${OFFER_ID}`]: { data: sentOffer({ actions: ['edit', 'cancel'] }) } });
    const { unmount } = await renderNegotiation(null, { path: COUNTER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your offer' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign and update offer' })).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    stubApi({ [`GET /offers/${OFFER_ID}`]: { data: sentOffer({ actions: ['cancel'] }) } });
    await renderNegotiation(null, { path: COUNTER });
    expect(await screen.findByText(/There is nothing to change on this offer right now/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Offer price (USD)' })).not.toBeInTheDocument();
  });

  it('says Cannot renegotiate. with a way to message the other party when the server refuses a renegotiation', async () => {
    stubApi({
      [`GET /offers/${OFFER_ID}`]: { data: sentOffer({ status: 'declined', turn: 'buyer', actions: ['renegotiate'] }) },
      [`POST /offers/${OFFER_ID}/renegotiate`]: { status: 409, message: MESSAGES.cannotRenegotiate, code: 'CANNOT_RENEGOTIATE' },
    });
    await renderNegotiation(null, { path: COUNTER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Renegotiate' })).toBeInTheDocument();
    const user = userEvent.setup();
    await typePrice(user, '455000');
    await sign(user);
    await user.click(screen.getByRole('button', { name: 'Sign and send new terms' }));
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Cannot renegotiate.');
    expect(within(note).getByRole('link', { name: 'Message the seller, Bo Chen' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/messages\?offer=/),
    );
  });
});
