import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import { buildCheckout } from '../../../../test/fixtures/payments.fixture';
import { buildListing, CHECKOUT_ID, COMMUNITY_ID, COMPLETE_DRAFT, LISTING_ID } from '../listing-wizard.fixture';
import { renderWizard } from '../test-helpers';

const EDIT = `/dashboard/listings/${LISTING_ID}/edit`;
const PUT = `PUT /properties/${LISTING_ID}`;
const GET_EDIT = `GET /properties/${LISTING_ID}/edit`;
const echo = (body: unknown) => ({ data: buildListing(body as TListingDraft) });

function api(routes: StubRoutes = {}) {
  return stubApi({ 'GET /account': { data: buildAccount() }, 'POST /properties': echo, [PUT]: echo, ...routes });
}

/**
 * Runs `steps` with setTimeout on a fake clock (the autosave's pause), everything else real.
 * Testing Library's waiting helpers need the real clock, so they run outside.
 */
async function onFakeClock(steps: () => Promise<void>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await steps();
  } finally {
    vi.useRealTimers();
  }
}

/** Lets `ms` of the fake clock pass. */
async function pauseTyping(ms = 1500) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const stepNav = () => screen.getByRole('navigation', { name: 'Listing steps' });

beforeEach(resetStores);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Listing wizard: saving as you go', { timeout: 15_000 }, () => {
  it('the first change POSTs the draft after a 1.5 s pause and moves to /{id}/edit keeping what was typed; later changes PUT only the changed fields', async () => {
    const fetchMock = api();
    const { router } = await renderWizard('/dashboard/listings/new');
    const title = await screen.findByLabelText('Listing title');

    await onFakeClock(async () => {
      fireEvent.change(title, { target: { value: 'Sunny loft' } });
      await pauseTyping(1000);
      expect(callsTo(fetchMock, 'POST /properties')).toBe(0);
      await pauseTyping(500);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(EDIT));
    expect(bodyOf(fetchMock, 'POST /properties')).toMatchObject({
      title: 'Sunny loft',
      listingKind: 'individual',
      currency: 'USD',
      sizeUnit: 'sqft',
    });
    expect(screen.getByLabelText('Listing title')).toHaveValue('Sunny loft');
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();

    await onFakeClock(async () => {
      fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Quiet street' } });
      await pauseTyping();
    });
    await waitFor(() => expect(callsTo(fetchMock, PUT)).toBe(1));
    expect(bodyOf(fetchMock, PUT)).toEqual({ description: 'Quiet street' });
    expect(callsTo(fetchMock, 'POST /properties')).toBe(1);
  });

  it('a listing started from a community starts with its communityId and kind Community, saved when the step changes', async () => {
    const fetchMock = api();
    await renderWizard(`/dashboard/listings/new/${COMMUNITY_ID}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'Community' })).toBeChecked();
    await user.type(screen.getByLabelText('Listing title'), 'Unit 4B');
    await user.click(within(stepNav()).getByRole('button', { name: 'Features' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /properties')).toBe(1));
    expect(bodyOf(fetchMock, 'POST /properties')).toMatchObject({ communityId: COMMUNITY_ID, listingKind: 'community', title: 'Unit 4B' });
  });

  it('asks before leaving while a save failed, stays on Cancel and leaves on confirmation', async () => {
    api({ [GET_EDIT]: { data: buildListing(COMPLETE_DRAFT) }, [PUT]: { status: 500, code: 'SAVE_FAILED', message: MESSAGES.saveFailed } });
    const { router } = await renderWizard(EDIT);
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Listing title');
    await user.clear(title);
    await user.type(title, 'Loft');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(EDIT);
    expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 6: Features' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await user.click(await screen.findByRole('button', { name: 'Leave this page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wallet'));
  });
});

describe('Listing wizard: steps and rules', { timeout: 15_000 }, () => {
  it("turns a visited step with errors red with 'Red highlighted tab(s) has error.', shows 'Address required.' etc. on its fields and focuses the first", async () => {
    const fetchMock = api();
    await renderWizard('/dashboard/listings/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));

    expect(await screen.findByText(MESSAGES.redTabsHaveErrors)).toBeInTheDocument();
    expect(within(stepNav()).getByRole('button', { name: /The Basics.*has errors/ })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription(MESSAGES.addressRequired);
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(MESSAGES.cityRequired);
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(MESSAGES.postalCodeRequired);
    expect(screen.getByRole('radio', { name: 'Resale' })).toHaveFocus();

    await user.click(within(stepNav()).getByRole('button', { name: 'Features' }));
    expect(within(stepNav()).getByRole('button', { name: /The Basics.*has errors/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByText(MESSAGES.redTabsHaveErrors)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /properties')).toBe(0);
  });

  it("shows 'A valid year is required.' on the year field", async () => {
    api();
    await renderWizard('/dashboard/listings/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Year built'), '12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Year built')).toHaveAccessibleDescription(MESSAGES.validYearRequired);
    expect(screen.getByLabelText('Year built')).toHaveValue('12');
  });

  it('locks the MLS number and the listing-agent role for an account without the agent or broker profession, and opens them for an agent', async () => {
    api();
    const { unmount } = await renderWizard('/dashboard/listings/new');
    const mls = await screen.findByLabelText('MLS number (optional)');
    expect(mls).toBeDisabled();
    expect(mls).toHaveAccessibleDescription('Only verified Agent / Broker accounts can use this.');
    expect(screen.getByRole('radio', { name: 'Listing Agent' })).toBeDisabled();
    unmount();

    const agent = buildAccount({ professionalInfo: { profession: 'agent' }, roles: { professional: true, admin: false } });
    api({ 'GET /account': { data: agent } });
    await renderWizard('/dashboard/listings/new', { account: agent });
    await waitFor(() => expect(screen.getByLabelText('MLS number (optional)')).toBeEnabled());
    expect(screen.getByRole('radio', { name: 'Listing Agent' })).toBeEnabled();
  });

  it('converts a size in sq m to square feet for the price per sq ft', async () => {
    api();
    await renderWizard('/dashboard/listings/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Price (USD)'), '500000');
    await user.type(screen.getByLabelText('Size (sq ft)'), '100');
    expect(screen.getByLabelText('Price per sq ft')).toHaveTextContent('$5,000.00');
    await user.selectOptions(screen.getByLabelText('Size unit'), 'sqm');
    // 100 sq m = 1,077 sq ft (10.764 per sq m, rounded up): $500,000 / 1,077.
    expect(screen.getByLabelText('Price per sq ft')).toHaveTextContent('$464.25');
    expect(screen.getByLabelText('Size (sq m)')).toHaveValue('100');
  });
});

describe('Listing wizard: payment', { timeout: 15_000 }, () => {
  it('keeps Pay and publish disabled, saying why, until every step is complete', async () => {
    api();
    await renderWizard('/dashboard/listings/new?step=payment');
    const pay = await screen.findByRole('button', { name: 'Pay and publish' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(MESSAGES.listingNotReady);
  });

  it('saves the chosen plan, posts the checkout with its term and goes to /checkout/{id}', async () => {
    const fetchMock = api({
      [GET_EDIT]: { data: buildListing(COMPLETE_DRAFT) },
      'POST /checkouts': { data: buildCheckout({ _id: CHECKOUT_ID }) },
    });
    const { router } = await renderWizard(`${EDIT}?step=payment`);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Pay $249.00 and publish' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /3 months/ }));
    expect(screen.getByText(/your listing shows at most 20 photos/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $149.00 and publish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${CHECKOUT_ID}`));
    expect(bodyOf(fetchMock, PUT)).toEqual({ termMonths: 3 });
    expect(bodyOf(fetchMock, 'POST /checkouts')).toEqual({ product: { kind: 'listing-plan', ref: LISTING_ID, options: { term: 3 } } });
  });

  it('shows a live listing its status, plan end and blockers, and extends it through the same checkout', async () => {
    const live = buildListing(COMPLETE_DRAFT, {
      status: 'pending',
      complete: true,
      plan: { termMonths: 6, publishedAt: '2026-01-05T00:00:00.000Z', expiresAt: '2026-07-05T00:00:00.000Z', expiringSoon: false },
      publicationBlockers: ['escrow-company-not-registered'],
    });
    const fetchMock = api({ [GET_EDIT]: { data: live }, 'POST /checkouts': { data: buildCheckout({ _id: CHECKOUT_ID }) } });
    const { router } = await renderWizard(`${EDIT}?step=payment`);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Jul 5, 2026')).toBeInTheDocument();
    expect(screen.getByText(/escrow company's email does not belong to a verified Terranest account/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Extend by 6 months' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${CHECKOUT_ID}`));
    expect(bodyOf(fetchMock, 'POST /checkouts')).toEqual({ product: { kind: 'listing-plan', ref: LISTING_ID, options: { term: 6 } } });
  });
});

describe('Listing wizard in other languages', { timeout: 15_000 }, () => {
  it('reads The Basics in Traditional Chinese (zh-Hant)', async () => {
    api();
    await renderWizard('/dashboard/listings/new', { locale: 'zh-Hant' });
    expect(await screen.findByRole('heading', { level: 1, name: '刊登房產' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: '刊登步驟' });
    expect(within(steps).getByRole('button', { name: '基本資料' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: '第 1 步，共 6 步：基本資料' })).toBeInTheDocument();
    expect(screen.getByLabelText('刊登標題')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '二手轉售' })).toBeInTheDocument();
  });
});

describe('Listing wizard: contact phone numbers', { timeout: 15_000 }, () => {
  it("reads a saved contact's number in its country and starts a new contact's number in the listing's country", async () => {
    const draft: TListingDraft = {
      ...COMPLETE_DRAFT,
      address: { country: 'gb', street: '1 Baker St', city: 'London', state: 'London', zip: 'NW1 6XE' },
      contacts: [
        {
          kind: 'escrow-company',
          companyName: 'Thames Escrow',
          officerName: 'Ada Lovelace',
          phone: '+442079460000',
          email: 'ada@example.com',
        },
      ],
    };
    api({ [GET_EDIT]: { data: buildListing(draft) } });
    await renderWizard(`${EDIT}?step=contacts`);
    const escrow = await screen.findByRole('group', { name: 'Escrow Company' });
    expect(within(escrow).getByLabelText('Country code')).toHaveDisplayValue('United Kingdom +44');
    expect(within(escrow).getByLabelText('Phone')).toHaveValue('020 7946 0000');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Title Company' }));
    const title = screen.getByRole('group', { name: 'Title Company' });
    expect(within(title).getByLabelText('Country code')).toHaveDisplayValue('United Kingdom +44');
    await user.type(within(title).getByLabelText('Phone'), '02079460001');
    expect(within(title).getByLabelText('Phone')).toHaveValue('020 7946 0001');
  });
});
