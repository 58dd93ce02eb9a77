import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { buildCommunity, buildDraftSummary, buildSummary, COMMUNITY_ID, listingId } from '../my-listings.fixture';
import { ownerRoutes, renderMyListings } from '../test-helpers';

const PATH = `/dashboard/communities/${COMMUNITY_ID}`;

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Community (owner)', () => {
  it('shows the community with its links and its listings as rows with their actions', async () => {
    const properties = [
      buildSummary({ _id: listingId(1), title: 'Villa 7', community: COMMUNITY_ID }),
      buildDraftSummary({ _id: listingId(2), community: COMMUNITY_ID }),
    ];
    stubApi(ownerRoutes([], [buildCommunity({ properties })]));
    await renderMyListings(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lakeside Villas' })).toBeInTheDocument();
    expect(screen.getByText('1 Lake Road, Austin, TX 78702')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit community' })).toHaveAttribute('href', `/dashboard/communities/edit/${COMMUNITY_ID}`);
    expect(screen.getAllByRole('link', { name: 'Add a listing' })[0]).toHaveAttribute('href', `/dashboard/listings/new/${COMMUNITY_ID}`);
    expect(screen.getByRole('link', { name: 'View the public page' })).toHaveAttribute('href', `/listings/community/${COMMUNITY_ID}`);

    const listings = screen.getByRole('region', { name: 'Listings in this community 2' });
    expect(
      within(listings)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Villa 7', 'Untitled draft']);
    expect(within(listings).getByRole('button', { name: 'Actions for Villa 7' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('deletes the community after Yes (its listings stay) and goes back to My properties', async () => {
    const fetchMock = stubApi(ownerRoutes([], [buildCommunity()], { [`DELETE /communities/${COMMUNITY_ID}`]: { data: { done: true } } }));
    const { router } = await renderMyListings(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete community' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Lakeside Villas”?' });
    expect(dialog).toHaveTextContent('Its listings stay in My properties');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/listings/u'));
    expect(callsTo(fetchMock, `DELETE /communities/${COMMUNITY_ID}`)).toBe(1);
    expect(snackTexts()).toContain('“Lakeside Villas” has been deleted');
  });

  it('says so when the community is not one of the person’s', async () => {
    stubApi(ownerRoutes([], []));
    await renderMyListings(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Community not found' })).toBeInTheDocument();
  });
});
