import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import { BUYER_ID, NEW_DRAFT } from '../../../../test/fixtures/offer.fixture';
import { OFFER_PUT, offerApi, offerPage, renderOfferWizard } from '../test-helpers';

const PRICE_ERROR = 'Must be under the listing price $685,000.00';
const stepper = () => screen.getByRole('navigation', { name: 'Offer pages' });

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Make an offer: the stepper', { timeout: 15_000 }, () => {
  it("turns a page with broken rules red with 'Red highlighted tab(s) has error.' and marks unfinished pages", async () => {
    offerApi({ ...NEW_DRAFT, basics: { offerPrice: 70_000_000, filledBy: 'buyer', closingDays: 30 } });
    await renderOfferWizard(2);

    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 8: Title and Vesting' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.redTabsHaveErrors)).toBeInTheDocument();
    expect(within(stepper()).getByRole('button', { name: /Basics.*has errors/ })).toBeInTheDocument();
    expect(within(stepper()).getByRole('button', { name: /Title and Vesting.*not finished/ })).toHaveAttribute('aria-current', 'step');
    expect(within(stepper()).getByRole('button', { name: /Buyers.*not finished/ })).toBeInTheDocument();
    expect(within(stepper()).queryByRole('button', { name: /Buyers.*has errors/ })).not.toBeInTheDocument();
  });

  it('shows a broken rule once typing pauses, without Confirm', async () => {
    offerApi();
    await renderOfferWizard(1);
    const price = await screen.findByLabelText('Offer price (USD)');
    await userEvent.setup().type(price, '700000');
    await waitFor(() => expect(price).toHaveAccessibleDescription(PRICE_ERROR), { timeout: 4000 });
    expect(screen.getByText(MESSAGES.redTabsHaveErrors)).toBeInTheDocument();
  });

  it('shows no red notice while no page breaks a rule', async () => {
    offerApi();
    await renderOfferWizard(1);
    expect(await screen.findByLabelText('Offer price (USD)')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.redTabsHaveErrors)).not.toBeInTheDocument();
  });

  it('opens a page by its number in the URL; a number that is not a page opens page 1', async () => {
    offerApi();
    const { router } = await renderOfferWizard(9);
    await waitFor(() => expect(router.state.location.pathname).toBe(offerPage(1)));
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 8: Basics' })).toBeInTheDocument();
    expect(within(stepper()).getAllByRole('button')).toHaveLength(8);
  });
});

describe('Make an offer: Basics', { timeout: 15_000 }, () => {
  it("says 'Must be under the listing price {price}' on the price, and Confirm neither saves nor continues", async () => {
    const fetchMock = offerApi();
    await renderOfferWizard(1);
    const user = userEvent.setup();
    const price = await screen.findByLabelText('Offer price (USD)');
    await user.type(price, '685000');
    // Not while typing: once Confirm is pressed (or typing pauses).
    expect(price).not.toHaveAccessibleDescription(PRICE_ERROR);
    expect(screen.queryByText(MESSAGES.redTabsHaveErrors)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MESSAGES.invalidInputsPleaseFix, { selector: '[role=alert]' })).toBeInTheDocument();
    expect(price).toHaveAccessibleDescription(PRICE_ERROR);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(within(stepper()).getByRole('button', { name: /Basics.*has errors/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 8: Basics' })).toBeInTheDocument();
    expect(price).toHaveFocus();
    expect(price).toHaveValue('685000');
    expect(callsTo(fetchMock, OFFER_PUT)).toBe(0);

    await user.clear(price);
    await user.type(price, '684999.99');
    expect(price).not.toHaveAccessibleDescription(PRICE_ERROR);
    expect(screen.queryByText(MESSAGES.invalidInputsPleaseFix, { selector: '[role=alert]' })).not.toBeInTheDocument();
  });

  it('Confirm with unanswered questions saves the page, moves on with a notice and focuses the next heading', async () => {
    const fetchMock = offerApi();
    const { router } = await renderOfferWizard(1);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Offer price (USD)'), '600,000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(offerPage(2)));
    expect(bodyOf(fetchMock, OFFER_PUT)).toEqual({ basics: { offerPrice: 60_000_000 } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 8: Title and Vesting' })).toHaveFocus();
    expect(screen.getByText('Basics has unanswered questions. You can come back to it at any time before signing.')).toHaveAttribute(
      'role',
      'status',
    );

    // Back: the unanswered questions now show on the page.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(offerPage(1)));
    expect(await screen.findByLabelText('Offer price (USD)')).toHaveValue('600000');
    expect(screen.getByRole('textbox', { name: 'Closing timeline (days)' })).toHaveAccessibleDescription(MESSAGES.required);
  });

  it("a save the server refuses keeps what was typed and blocks Confirm ('Part of the form…')", async () => {
    const fetchMock = offerApi(NEW_DRAFT, {
      [OFFER_PUT]: {
        status: 400,
        code: 'INVALID_INPUTS',
        message: MESSAGES.invalidInputsPleaseFix,
        fields: { closingDays: MESSAGES.invalidInput },
      },
    });
    const { router } = await renderOfferWizard(1);
    const user = userEvent.setup();
    const days = await screen.findByRole('textbox', { name: 'Closing timeline (days)' });
    await user.type(days, '45');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(days).toHaveAccessibleDescription(MESSAGES.invalidInput));
    expect(screen.getByText(MESSAGES.invalidInputsPleaseFix, { selector: 'p[role=alert]:not(:has(*))' })).toBeInTheDocument();
    expect(callsTo(fetchMock, OFFER_PUT)).toBe(1);
    expect(router.state.location.pathname).toBe(offerPage(1));
    expect(days).toHaveValue('45');
  });
});

describe("Make an offer: a buyer's agent", { timeout: 15_000 }, () => {
  it('choosing "A buyer\'s agent" makes the filler the agent, not the buyer, so the page saves and the client is named on Buyers', async () => {
    const fetchMock = offerApi();
    const { router } = await renderOfferWizard(1);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /A buyer's agent/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(offerPage(2)));
    expect(bodyOf(fetchMock, OFFER_PUT)).toEqual({
      basics: { filledBy: 'buyers-agent' },
      buyers: { buyers: [{ _id: BUYER_ID }], buyingAgentInformation: { agentEmail: 'ana@example.com', name: 'Ana Lopez' } },
    });
    expect(screen.queryByText(MESSAGES.redTabsHaveErrors)).not.toBeInTheDocument();
  });
});

describe('Make an offer: Buyers', { timeout: 15_000 }, () => {
  it('adds co-buyers up to six and removes one', async () => {
    offerApi();
    await renderOfferWizard(3);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 3, name: 'Buyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Buyer' })).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add a co-buyer' });
    for (let i = 0; i < 5; i++) await user.click(add);

    expect(screen.getAllByRole('heading', { level: 3, name: /Co-buyer/ })).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(screen.getByText('An offer can name up to 6 buyers.')).toBeInTheDocument();

    const second = screen.getByRole('region', { name: 'Co-buyer 2' });
    await user.type(within(second).getByLabelText('First name'), 'Mei');
    await user.click(screen.getByRole('button', { name: 'Remove Co-buyer 1' }));
    expect(screen.getAllByRole('heading', { level: 3, name: /Co-buyer/ })).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Co-buyer 1' })).getByLabelText('First name')).toHaveValue('Mei');
    expect(add).toBeEnabled();
    expect(within(screen.getByRole('region', { name: 'Buyer' })).getByLabelText('First name')).toHaveValue('Ana');
  });

  it("says 'A buyer's agent must represent another buyer.' when an agent names themselves as the buyer", async () => {
    offerApi({ ...NEW_DRAFT, basics: { filledBy: 'buyers-agent' } });
    await renderOfferWizard(3);
    const buyer = await screen.findByRole('region', { name: 'Buyer' });
    expect(within(buyer).getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.buyersAgentMustRepresentAnother);
    expect(screen.getByRole('region', { name: "Buyer's agent" })).toBeInTheDocument();
  });
});

describe('Make an offer: leaving', { timeout: 15_000 }, () => {
  it('asks before leaving with unsaved changes; Cancel stays with what was typed', async () => {
    offerApi();
    const { router } = await renderOfferWizard(1);
    const user = userEvent.setup();
    const price = await screen.findByLabelText('Offer price (USD)');
    await user.type(price, '500000');
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(offerPage(1));
    expect(price).toHaveValue('500000');

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await user.click(await screen.findByRole('button', { name: 'Leave this page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wallet'));
  });

  it('leaves without asking once everything is saved', async () => {
    offerApi();
    const { router } = await renderOfferWizard(1);
    const user = userEvent.setup();
    await screen.findByLabelText('Offer price (USD)');
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wallet'));
  });
});

describe('Make an offer: VOD', { timeout: 15_000 }, () => {
  it("files each buyer's bank under their id (the VOD page saves with Confirm)", async () => {
    const fetchMock = offerApi({
      ...NEW_DRAFT,
      buyers: { buyers: [{ _id: BUYER_ID, name: { first: 'Ana', last: 'Lopez' }, email: 'ana@example.com' }] },
    });
    await renderOfferWizard(4);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a bank' }));
    await user.type(screen.getByLabelText('Bank name'), 'First Bank');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(callsTo(fetchMock, OFFER_PUT)).toBe(1));
    expect(bodyOf(fetchMock, OFFER_PUT)).toEqual({
      vod: { vod: [{ buyerId: BUYER_ID, banks: [{ bankName: 'First Bank', accounts: [{}] }] }] },
    });
  });
});
