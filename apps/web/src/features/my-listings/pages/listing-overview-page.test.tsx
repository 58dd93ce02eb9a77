import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import { buildOverview, buildSummary, listingId } from '../my-listings.fixture';
import { renderMyListings } from '../test-helpers';

const ID = listingId(1);

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Listing overview', () => {
  it('shows views, saves, offers and orders as tiles, and the 30-day chart with its table alternative', async () => {
    stubApi({ [`GET /properties/${ID}/overview`]: { data: buildOverview({ listing: buildSummary({ title: 'Oak House' }) }) } });
    await renderMyListings(`/dashboard/listings/${ID}/overview`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oak House' })).toBeInTheDocument();

    const tiles = screen.getByRole('region', { name: 'Listing activity' });
    const pairs = within(tiles)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Views=96', 'Saves=12', 'Offers=2', 'Orders=1']);

    expect(screen.getByRole('img', { name: 'Bar chart: 96 views in the last 30 days, at most 9 a day' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByText('Show the views as a table'));
    const table = screen.getByRole('table', { name: 'Views in the last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent('Feb 4, 20263');
    expect(rows[30]).toHaveTextContent('Mar 5, 20269');
  });

  it('shows the plan (published, ends, expiring soon) and the same actions, without Overview', async () => {
    const listing = buildSummary({ title: 'Oak House', expiringSoon: true, expiresAt: '2026-03-20T12:00:00.000Z' });
    stubApi({ [`GET /properties/${ID}/overview`]: { data: buildOverview({ listing }) } });
    await renderMyListings(`/dashboard/listings/${ID}/overview`);
    const plan = await screen.findByRole('region', { name: 'Listing plan' });
    expect(plan).toHaveTextContent('PublishedJan 10, 2026');
    expect(plan).toHaveTextContent('EndsMar 20, 2026');
    expect(plan).toHaveTextContent('The plan ends on Mar 20, 2026. Extend its duration to keep the listing online.');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Oak House' }));
    const items = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Edit', 'View page', 'Move to Drafts', 'Hide', 'Duplicate', 'Extend Duration', 'Remove']);
    expect(screen.getByRole('link', { name: /My properties/ })).toHaveAttribute('href', '/dashboard/listings/u');
  });

  it('goes back to My properties once the listing is removed', async () => {
    stubApi({
      [`GET /properties/${ID}/overview`]: { data: buildOverview({ listing: buildSummary({ title: 'Oak House' }) }) },
      [`DELETE /properties/${ID}`]: { data: { done: true } },
      'GET /properties/many': { data: [] },
    });
    const { router } = await renderMyListings(`/dashboard/listings/${ID}/overview`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Oak House' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove “Oak House”?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/listings/u'));
  });

  it("shows the listing's history as a table: when, who, what and why, newest first", async () => {
    const history = [
      {
        action: 'expire',
        by: 'system',
        from: 'active',
        to: 'expired',
        reason: 'plan-ended',
        termMonths: null,
        at: '2026-03-20T12:00:00.000Z',
      },
      { action: 'hide', by: 'owner', from: 'active', to: 'active', reason: null, termMonths: null, at: '2026-02-01T09:30:00.000Z' },
      { action: 'publish', by: 'owner', from: 'draft', to: 'active', reason: null, termMonths: 6, at: '2026-01-10T15:00:00.000Z' },
    ] as const;
    stubApi({
      [`GET /properties/${ID}/overview`]: { data: buildOverview({ listing: buildSummary({ title: 'Oak House' }), history: [...history] }) },
    });
    await renderMyListings(`/dashboard/listings/${ID}/overview`);
    const section = await screen.findByRole('region', { name: 'History' });
    const table = within(section).getByRole('table', { name: 'Every change to this listing, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'What', 'Why']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [expect.stringContaining('Mar 20, 2026'), 'Terranest, automatically', 'ExpiredFrom Listed to Expired', 'The listing plan ended'],
      [expect.stringContaining('Feb 1, 2026'), 'You', 'Hidden', ''],
      [expect.stringContaining('Jan 10, 2026'), 'You', 'PublishedFrom Draft to Listed', 'Paid for 6 months'],
    ]);
  });

  it("shows the history in the reader's language", async () => {
    const history = [
      { action: 'publish', by: 'owner', from: 'draft', to: 'active', reason: null, termMonths: 3, at: '2026-01-10T15:00:00.000Z' },
    ] as const;
    stubApi({
      [`GET /properties/${ID}/overview`]: { data: buildOverview({ listing: buildSummary({ title: 'Oak House' }), history: [...history] }) },
    });
    await renderMyListings(`/dashboard/listings/${ID}/overview`, { locale: 'zh-Hant' });
    const section = await screen.findByRole('region', { name: '歷史紀錄' });
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['時間', '操作者', '操作', '原因']);
    expect(
      within(section)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['您', expect.stringContaining('已刊登'), '已支付 3 個月']);
  });

  it('offers exactly the actions the transition table allows: a pending listing can be moved to drafts or listed again', async () => {
    const listing = buildSummary({ title: 'Oak House', status: 'pending' });
    stubApi({ [`GET /properties/${ID}/overview`]: { data: buildOverview({ listing }) } });
    await renderMyListings(`/dashboard/listings/${ID}/overview`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Oak House' }));
    const items = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Edit', 'Move to Drafts', 'Move to Listings', 'Hide', 'Duplicate', 'Extend Duration', 'Remove']);
  });
});
