import type { TAccount } from '@app/shared/accounts/account.schema';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { buildAccount } from '../../../test/fixtures/account.fixture';
import { accountQueryKey } from '../../lib/session/get-account';
import { bodyOf, resetStores, snackTexts } from '../../../test/test-helpers';
import { buildSavedSearch } from '../../../test/fixtures/saved-searches.fixture';
import { buildCard, listingId } from '../../features/my-listings/my-listings.fixture';
import { renderMyListings } from '../../features/my-listings/test-helpers';

const oak = buildCard({ _id: listingId(1), address: { ...buildCard().address, street: '12 Oak Street' } });
const elm = buildCard({ _id: listingId(2), address: { ...buildCard().address, street: '4 Elm Road' } });
const account = buildAccount({ savedProps: [oak._id, elm._id] });
const cachedSaved = (client: QueryClient) => client.getQueryData<TAccount>(accountQueryKey)?.savedProps;

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Saved properties', () => {
  it('Unsave takes the listing off the cached account first, then PUTs the whole new list', async () => {
    let cachedWhenSent: string[] | undefined;
    const app: { client?: QueryClient } = {};
    const fetchMock = stubApi({
      'GET /account': { data: account },
      'POST /saved-properties/multi': { data: [oak, elm] },
      'PUT /account': () => {
        cachedWhenSent = app.client && cachedSaved(app.client);
        return { data: { ...account, savedProps: [elm._id] } };
      },
    });
    const rendered = await renderMyListings('/dashboard/saved', { account });
    app.client = rendered.queryClient;
    const list = await screen.findByRole('list', { name: 'Saved properties' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['12 Oak Street, Austin, TX 78701', '4 Elm Road, Austin, TX 78701']);

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Unsave 12 Oak Street' }));

    await waitFor(() => expect(bodyOf(fetchMock, 'PUT /account')).toEqual({ savedProps: [elm._id] }));
    expect(cachedWhenSent).toEqual([elm._id]);
    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Unsave 12 Oak Street' })).not.toBeInTheDocument());
    expect(cachedSaved(rendered.queryClient)).toEqual([elm._id]);
  });

  it('puts the listing back where it was and says so in an error snackbar when saving the account fails', async () => {
    stubApi({
      'GET /account': { data: account },
      'POST /saved-properties/multi': { data: [oak, elm] },
      'PUT /account': { status: 500, code: 'SAVE_FAILED', message: 'Save failed, try later' },
    });
    const { queryClient } = await renderMyListings('/dashboard/saved', { account });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unsave 12 Oak Street' }));

    await waitFor(() =>
      expect(snackTexts()).toContain('Your saved properties could not be updated, so the listing is back on the list. Please try again.'),
    );
    expect(cachedSaved(queryClient)).toEqual([oak._id, elm._id]);
    expect(await screen.findByRole('button', { name: 'Unsave 12 Oak Street' })).toBeInTheDocument();
  });

  it('shows an empty state with a link to the results when nothing is saved', async () => {
    const empty = buildAccount();
    stubApi({ 'GET /account': { data: empty } });
    await renderMyListings('/dashboard/saved', { account: empty });
    expect(await screen.findByText(/You have not saved any properties yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse homes' })).toHaveAttribute('href', '/results');
  });

  it('?tab=searches selects Saved searches and lists them, each opening its results', async () => {
    const search = buildSavedSearch({ newMatches: 3 });
    stubApi({ 'GET /account': { data: account }, 'GET /saved-searches': { data: [search] } });
    await renderMyListings('/dashboard/saved?tab=searches', { account });
    const tabs = await screen.findByRole('navigation', { name: 'Saved items' });
    expect(within(tabs).getByRole('link', { name: 'Saved searches' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Saved properties' })).not.toHaveAttribute('aria-current');
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    expect(within(list).getByRole('link', { name: search.name })).toHaveAttribute(
      'href',
      '/results?searchThis=Austin%2C%20TX&priceMax=500000&beds=2',
    );
    expect(within(list).getByText('3 new')).toBeInTheDocument();
  });
});
