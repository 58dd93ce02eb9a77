import type { TOfferAction } from '@app/shared/offers/offer-transitions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFER_ID } from '../../../../test/fixtures/offer.fixture';
import { stubApi, sentBody } from '../../../../test/stub-api';
import { callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { renderNegotiation, sentOffer } from '../test-helpers';
import { NegotiationPanel } from './negotiation-panel';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

const BUTTONS = ['Accept', 'Counter', 'Edit', 'Renegotiate', 'Finalize', 'Decline', 'Cancel'];
const NAMES: Record<string, string> = {
  accept: 'Accept',
  counter: 'Counter',
  edit: 'Edit',
  renegotiate: 'Renegotiate',
  finalize: 'Finalize',
  decline: 'Decline',
  cancel: 'Cancel',
};

describe('The negotiation on an offer', () => {
  it.each<[TOfferAction[]]>([[['accept', 'counter', 'decline']], [['edit', 'cancel']], [['finalize', 'cancel']], [['renegotiate']], [[]]])(
    'shows exactly the moves offer.actions allows: %j',
    async (actions) => {
      stubApi({});
      await renderNegotiation(<NegotiationPanel offer={sentOffer({ actions: [...actions, 'remove-draft'] })} />);
      await screen.findByText('Their reply is due by', { exact: false });
      const shown = BUTTONS.filter((name) =>
        screen.queryByRole(name === 'Counter' || name === 'Edit' || name === 'Renegotiate' || name === 'Finalize' ? 'link' : 'button', {
          name,
        }),
      );
      expect(shown).toEqual(BUTTONS.filter((name) => actions.some((action) => NAMES[action] === name)));
      expect(screen.queryByRole('button', { name: /remove draft/i })).not.toBeInTheDocument();
    },
  );

  it('links Counter to the counter form and Finalize to the finalize page', async () => {
    stubApi({});
    await renderNegotiation(<NegotiationPanel offer={sentOffer({ actions: ['counter', 'finalize'] })} />);
    expect(await screen.findByRole('link', { name: 'Counter' })).toHaveAttribute(
      'href',
      `/dashboard/offers/${OFFER_ID}/Negotiation/counter`,
    );
    expect(screen.getByRole('link', { name: 'Finalize' })).toHaveAttribute('href', `/dashboard/offers/${OFFER_ID}/Negotiation/finalize`);
  });

  it('Decline asks for the reason and sends nothing without one (spec: Decline (with reason))', async () => {
    const declined = sentOffer({ relation: 'seller', status: 'declined', turn: 'buyer', actions: [] });
    const fetchMock = stubApi({ [`POST /offers/${OFFER_ID}/decline`]: { data: declined } });
    await renderNegotiation(<NegotiationPanel offer={sentOffer({ relation: 'seller', actions: ['accept', 'counter', 'decline'] })} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, `POST /offers/${OFFER_ID}/decline`)).toBe(0);

    await user.type(reason, '  The price is too low.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, fetchMock.mock.calls.length - 1).body).toEqual({ reason: 'The price is too low.' });
    expect(snackTexts()).toContain('Offer declined');
  });

  it('Cancel asks for the reason too, and Go back closes without sending', async () => {
    const fetchMock = stubApi({});
    await renderNegotiation(<NegotiationPanel offer={sentOffer({ actions: ['edit', 'cancel'] })} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel offer' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `POST /offers/${OFFER_ID}/cancel`)).toBe(0);
  });

  it('Accept asks first, then accepts', async () => {
    const fetchMock = stubApi({
      [`POST /offers/${OFFER_ID}/accept`]: { data: sentOffer({ relation: 'seller', status: 'accepted', turn: null }) },
    });
    await renderNegotiation(<NegotiationPanel offer={sentOffer({ relation: 'seller', actions: ['accept', 'decline'] })} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this offer?' });
    expect(callsTo(fetchMock, `POST /offers/${OFFER_ID}/accept`)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(snackTexts()).toContain('Offer accepted'));
    expect(callsTo(fetchMock, `POST /offers/${OFFER_ID}/accept`)).toBe(1);
  });

  it('says Cannot renegotiate. when the other side let the window run out, with a way to write to them', async () => {
    stubApi({});
    await renderNegotiation(<NegotiationPanel offer={sentOffer({ status: 'expired', turn: 'seller', actions: [] })} />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Cannot renegotiate.');
    expect(within(note).getByRole('link', { name: 'Message the seller, Bo Chen' })).toHaveAttribute(
      'href',
      `/dashboard/messages?offer=${OFFER_ID}`,
    );
  });

  it('says nothing of the kind while renegotiating is still open', async () => {
    stubApi({});
    await renderNegotiation(
      <NegotiationPanel offer={sentOffer({ status: 'declined', turn: 'buyer', actions: ['renegotiate', 'cancel'] })} />,
    );
    expect(await screen.findByRole('link', { name: 'Renegotiate' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
