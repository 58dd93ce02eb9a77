import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { OFFER_STATUSES } from '@app/shared/offers/offer-transitions';
import { buildInStatus, buildMade, buildOffer, buildReceived, offerId } from '../offers-dashboard.fixture';
import { offerRoutes, renderOffers } from '../test-helpers';

const group = (name: RegExp) => screen.findByRole('region', { name });
const titles = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Offers dashboard: tabs and groupings', () => {
  it('lists sent offers received and made under Pending and drafts under Drafts, each newest change first', async () => {
    stubApi(
      offerRoutes(
        [
          buildMade(1, { title: 'Old draft', updatedAt: '2026-01-01T00:00:00.000Z' }),
          buildMade(2, { title: 'Sent long ago', status: 'sent', completed: true, updatedAt: '2026-01-05T00:00:00.000Z' }),
          buildMade(3, { title: 'New draft', updatedAt: '2026-03-01T00:00:00.000Z' }),
          buildMade(4, { title: 'Sent lately', status: 'sent', completed: true, updatedAt: '2026-02-05T00:00:00.000Z' }),
        ],
        [
          buildReceived(5, { title: 'Older received', updatedAt: '2026-01-10T00:00:00.000Z', seen: true }),
          buildReceived(6, { title: 'Newer received', updatedAt: '2026-02-10T00:00:00.000Z' }),
        ],
      ),
    );
    await renderOffers('/dashboard/offers/pending');
    expect(await screen.findByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pending (4, 1 new)' })).toHaveAttribute('aria-selected', 'true');

    expect(titles(await group(/^Offers received/))).toEqual(['Newer received', 'Older received']);
    expect(titles(await group(/^Offers made/))).toEqual(['Sent lately', 'Sent long ago']);
    expect(screen.queryByRole('region', { name: /^Drafts/ })).not.toBeInTheDocument();

    // Each side reads the status its own way (decision 054); an unopened received offer is new.
    const [newer, older] = within(await group(/^Offers received/)).getAllByRole('article');
    expect(newer).toHaveTextContent('Offer price: $450,000.00');
    expect(newer).toHaveTextContent('Buyers: Bo Chen');
    expect(within(newer!).getByRole('list', { name: 'State' })).toHaveTextContent('Offer SubmittedNewUpdated Feb 10, 2026');
    expect(within(older!).getByRole('list', { name: 'State' })).toHaveTextContent('Pending ResponseUpdated Jan 10, 2026');
    const [made] = within(await group(/^Offers made/)).getAllByRole('article');
    expect(within(made!).getByRole('list', { name: 'State' })).toHaveTextContent('Offer SentUpdated Feb 5, 2026');

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Drafts (2)' }));
    expect(titles(await group(/^Drafts/))).toEqual(['New draft', 'Old draft']);
    expect(screen.queryByRole('region', { name: /^Offers received/ })).not.toBeInTheDocument();
    const [draft] = within(await group(/^Drafts/)).getAllByRole('article');
    expect(within(draft!).getByText('Draft')).toBeInTheDocument();
    expect(within(draft!).getByRole('link', { name: 'Edit: New draft' })).toHaveAttribute(
      'href',
      `/listings/${buildMade(3).property}/offers/${offerId(3)}/1`,
    );
  });

  it('counts every status of both sides in its tab, sets expired and inactive offers apart, and shows the deadline where an answer is owed', async () => {
    const made = OFFER_STATUSES.map((status, i) => buildInStatus('made', i + 1, status, { title: `Made ${status}` }));
    const received = OFFER_STATUSES.filter((status) => status !== 'draft').map((status, i) =>
      buildInStatus('received', i + 20, status, { title: `Received ${status}`, seen: status !== 'sent' }),
    );
    received.push(buildInStatus('received', 40, 'countered', { title: 'Off the market', seen: true, listingOnMarket: false }));
    stubApi(offerRoutes(made, received));
    const { router } = await renderOffers('/dashboard/offers/pending');
    await screen.findByRole('tab', { name: 'Active (3)' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Active (3)',
      'Pending (2, 1 new)',
      'Accepted (4)',
      'Completed (2)',
      'Closed (6)',
      'Countered (2)',
      'Rejected (2)',
      'Drafts (1)',
    ]);
    // The buyer owes nothing on a sent offer; the seller's answer is due, and says so.
    const [mine] = within(await group(/^Offers received/)).getAllByRole('article');
    expect(mine).toHaveTextContent('Your answer is due Mar');
    expect(within(await group(/^Offers made/)).getByRole('article')).toHaveTextContent(/Offer SentAwaiting Reply.*Answer due Mar/);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Closed (6)' }));
    expect(router.state.location.pathname).toBe('/dashboard/offers/closed');
    expect(screen.getByText('Offers that ended: cancelled, expired, or another offer was accepted.')).toBeInTheDocument();
    expect(titles(await group(/^Offers received/))).toEqual(['Received cancelled', 'Received lost']);
    expect(titles(await group(/^Offers made/))).toEqual(['Made cancelled', 'Made lost']);
    const expired = await group(/^Expired/);
    expect(titles(expired)).toEqual(['Received expired', 'Made expired']);
    // A grouping of both sides says which side each offer is on.
    expect(
      within(expired)
        .getAllByRole('list', { name: 'State' })
        .map((state) => state.textContent),
    ).toEqual(['ExpiredReceivedUpdated Mar 1, 2026', 'ExpiredMadeUpdated Mar 1, 2026']);

    await user.click(screen.getByRole('tab', { name: 'Active (3)' }));
    expect(titles(await group(/^Offers received/))).toEqual(['Received backup']);
    expect(titles(await group(/^Offers made/))).toEqual(['Made backup']);
    const inactive = await group(/^Inactive: the listing is off the market/);
    expect(titles(inactive)).toEqual(['Off the market']);
    expect(within(inactive).getByRole('list', { name: 'State' })).toHaveTextContent('Counter Offer SubmittedInactiveReceived');
    // An offer waiting on a listing off the market owes no answer for now.
    expect(inactive).not.toHaveTextContent('due');

    await user.click(screen.getByRole('tab', { name: 'Completed (2)' }));
    expect(screen.getByText('In escrow: both sides signed the final terms and escrow is open.')).toBeInTheDocument();
    expect(titles(await group(/^Offers received/))).toEqual(['Received finalized']);
    // Closed is the only tab with an Expired grouping; it is not shown where it could never hold anything.
    expect(screen.queryByRole('region', { name: /^Expired/ })).not.toBeInTheDocument();
  });

  it('shows the other tabs empty with a next step', async () => {
    stubApi(offerRoutes([buildMade(1)], [buildReceived(2)]));
    await renderOffers('/dashboard/offers/pending');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Closed' }));
    expect(await group(/^Offers received/)).toHaveTextContent('No offers received here.');
    expect(await group(/^Offers made/)).toHaveTextContent('No offers made here.');
    expect(screen.getByRole('link', { name: 'Search homes' })).toHaveAttribute('href', '/results');
    expect(titles(await group(/^Offers received/))).toEqual([]);
  });

  it('asks again in the background when opened again, so an offer started in the wizard meanwhile is listed', async () => {
    let made = [buildMade(1, { title: 'First draft' })];
    stubApi(offerRoutes(() => ({ data: made }), []));
    const { router } = await renderOffers('/dashboard/offers/drafts');
    expect(titles(await group(/^Drafts/))).toEqual(['First draft']);
    await act(() => router.navigate('/listings/x/offers/y/1'));
    made = [buildMade(2, { title: 'Wizard draft', updatedAt: '2026-04-01T00:00:00.000Z' }), ...made];
    await act(() => router.navigate('/dashboard/offers/drafts'));
    await vi.waitFor(() => expect(titles(screen.getByRole('region', { name: /^Drafts/ }))).toEqual(['Wizard draft', 'First draft']));
  });

  it('is not found for a tab that does not exist', async () => {
    stubApi(offerRoutes([], []));
    await renderOffers('/dashboard/offers/everything');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('reads in Traditional Chinese (zh-Hant)', async () => {
    stubApi(offerRoutes([buildMade(1, { title: 'Oak House' })], [buildReceived(2)]));
    await renderOffers('/dashboard/offers/pending', { locale: 'zh-Hant' });
    expect(await screen.findByRole('heading', { level: 1, name: '出價' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '待處理（1，1 則新）' })).toBeInTheDocument();
    expect(await group(/^收到的出價/)).toHaveTextContent('已提交出價');
    await userEvent.setup().click(screen.getByRole('tab', { name: '草稿（1）' }));
    expect(await group(/^草稿/)).toHaveTextContent('刪除草稿');
  });

  it('asks an unverified person to verify instead of loading offers', async () => {
    const fetchMock = stubApi({});
    await renderOffers('/dashboard/offers/pending', { verified: false });
    expect(await screen.findByText('Verify your account to access this feature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your account' })).toHaveAttribute('href', '/dashboard/account/trust-verification');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Offers dashboard: Remove draft and Copy', () => {
  it('Remove draft asks first: Cancel keeps it, Yes deletes it and takes it off the list', async () => {
    const fetchMock = stubApi(
      offerRoutes([buildMade(1, { title: 'Keep me' }), buildMade(2, { title: 'Drop me' })], [], {
        [`DELETE /offers/${offerId(2)}`]: { data: { done: true } },
      }),
    );
    await renderOffers('/dashboard/offers/drafts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove draft: Drop me' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this draft?' });
    expect(dialog).toHaveTextContent('The draft offer on Drop me and everything filled out on it will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `DELETE /offers/${offerId(2)}`)).toBe(0);
    expect(titles(await group(/^Drafts/))).toEqual(['Keep me', 'Drop me']);

    await user.click(screen.getByRole('button', { name: 'Remove draft: Drop me' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove draft' }));
    await vi.waitFor(() => expect(titles(screen.getByRole('region', { name: /^Drafts/ }))).toEqual(['Keep me']));
    expect(callsTo(fetchMock, `DELETE /offers/${offerId(2)}`)).toBe(1);
    expect(snackTexts()).toContain('Draft removed');
  });

  it('Copy puts the copy at the top of the drafts (offers made: the buyer side) and opens them, without reloading the lists', async () => {
    const copy = buildOffer(9, {
      status: 'draft',
      completed: false,
      sentAt: null,
      listing: { ...buildMade(1).listing, title: 'Copied house' },
      updatedAt: '2026-04-01T00:00:00.000Z',
    });
    const fetchMock = stubApi(
      offerRoutes(
        [
          buildMade(1, { title: 'Copied house', status: 'sent', completed: true }),
          buildMade(2, { title: 'Other draft', updatedAt: '2026-03-20T00:00:00.000Z' }),
        ],
        [buildReceived(3, { title: 'Their offer' })],
        { [`POST /offers/${offerId(1)}/copy`]: { data: copy } },
      ),
    );
    const { router } = await renderOffers('/dashboard/offers/pending');
    const user = userEvent.setup();
    // The seller side cannot copy what it received.
    expect(within(await group(/^Offers received/)).queryByRole('button', { name: /^Copy offer/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Copy offer: Copied house' }));
    await vi.waitFor(() => expect(titles(screen.getByRole('region', { name: /^Drafts/ }))).toEqual(['Copied house', 'Other draft']));
    expect(router.state.location.pathname).toBe('/dashboard/offers/drafts');
    await user.click(screen.getByRole('tab', { name: 'Pending (2, 1 new)' }));
    expect(titles(await group(/^Offers received/))).toEqual(['Their offer']);
    expect(titles(await group(/^Offers made/))).toEqual(['Copied house']);
    expect(snackTexts()).toContain('Offer copied. The copy is in your drafts under Offers made: check it, sign it and send it.');
    expect(callsTo(fetchMock, `GET /offers/buyer/${buildMade(1).buyerID}`)).toBe(1);
  });
});
