import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { Navbar } from '../../../app/layout/navbar/navbar';
import { PopupHost } from '../../../app/popups/popup-host';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { toSessionAccount } from '../../../lib/session/store-account';
import { bodyOf, resetStores, snackTexts } from '../../../../test/test-helpers';
import { buildSavedSearch, savedSearchId } from '../../../../test/fixtures/saved-searches.fixture';
import { resetNotice } from '../test-helpers';

const account = buildAccount({ savedSearches: [savedSearchId(1)] });
const renderNavbar = (path: string) =>
  renderWithApp(
    <>
      <Navbar />
      <PopupHost />
    </>,
    { path },
  );

beforeEach(() => {
  resetStores();
  resetNotice();
});
afterEach(() => vi.unstubAllGlobals());

describe('Saved menu: save this search (spec: saveSearchFromNavbar)', () => {
  it('on the results page, saves the search in the URL and lights the Saved menu’s dot', async () => {
    const fetchMock = stubApi({
      'GET /account': { data: account },
      'POST /saved-searches': { data: buildSavedSearch({ _id: savedSearchId(2) }) },
    });
    useSessionStore.getState().signIn(toSessionAccount(account));
    await renderNavbar('/results?searchThis=Austin%2C%20TX&beds=2&priceMax=500000');
    const user = userEvent.setup();
    const saved = () => screen.getAllByRole('button', { name: /^Saved/ })[0]!;
    await user.click(saved());
    await user.click(within(saved().parentElement!).getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Austin, TX · 2+ beds · under $500,000');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(snackTexts()).toContain('Search saved. You will find it under Saved searches.'));
    expect(bodyOf(fetchMock, 'POST /saved-searches')).toMatchObject({
      criteria: { searchThis: 'Austin, TX', beds: '2', priceMax: 500_000 },
    });
    await waitFor(() => expect(within(saved()).getByText('New saved search')).toBeInTheDocument());
  });

  it('is not offered away from the results page', async () => {
    stubApi({ 'GET /account': { data: account } });
    useSessionStore.getState().signIn(toSessionAccount(account));
    await renderNavbar('/about');
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Saved' })[0]!);
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    stubApi({});
    await renderNavbar('/results?searchThis=Austin');
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Saved' })[0]!);
    await user.click(screen.getAllByRole('button', { name: 'Save this search' })[0]!);
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: '/results?searchThis=Austin' });
  });
});
