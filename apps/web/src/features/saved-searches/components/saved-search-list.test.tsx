import type { TAccount } from '@app/shared/accounts/account.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { accountQueryKey } from '../../../lib/session/get-account';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { useSavedSearchNotice } from '../saved-search-notification';
import { buildSavedSearch, savedSearchId } from '../../../../test/fixtures/saved-searches.fixture';
import { renderSavedSearches, resetNotice } from '../test-helpers';
import { SavedSearchList } from './saved-search-list';
import { SavedSearchesDot } from './saved-searches-dot';

const austin = buildSavedSearch({ _id: savedSearchId(1), name: 'Austin homes', lastAlertAt: '2026-03-06T08:00:00.000Z' });
const dallas = buildSavedSearch({
  _id: savedSearchId(2),
  name: 'Dallas condos',
  criteria: { searchThis: 'Dallas, TX', searchPropertyType: 'condo' },
  alerts: 'instant',
});
const account = buildAccount({ savedSearches: [austin._id, dallas._id] });

beforeEach(() => {
  resetStores();
  resetNotice();
});
afterEach(() => vi.unstubAllGlobals());

const itemOf = async (name: string) => (await screen.findByRole('link', { name })).closest('article') as HTMLElement;

describe('Saved searches list', () => {
  it('shows each search with its dates and alerts, newest first as the server sends them', async () => {
    stubApi({ 'GET /account': { data: account }, 'GET /saved-searches': { data: [austin, dallas] } });
    await renderSavedSearches(<SavedSearchList />, { account });
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Austin homes', 'Dallas condos']);
    const item = await itemOf('Austin homes');
    expect(within(item).getByText('Saved Mar 5, 2026 · Last alert Mar 6, 2026')).toBeInTheDocument();
    expect(within(item).getByLabelText('Email alerts for Austin homes')).toHaveValue('daily');
  });

  it('renames inline with PUT and the new name replaces the old', async () => {
    const fetchMock = stubApi({
      'GET /account': { data: account },
      'GET /saved-searches': { data: [austin, dallas] },
      [`PUT /saved-searches/${austin._id}`]: (body) => ({ data: { ...austin, ...(body as object) } }),
    });
    await renderSavedSearches(<SavedSearchList />, { account });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Austin homes' }));
    const field = screen.getByLabelText('New name for Austin homes');
    await user.clear(field);
    await user.type(field, 'Starter homes{Enter}');
    await waitFor(() => expect(snackTexts()).toContain('Saved search renamed.'));
    expect(bodyOf(fetchMock, `PUT /saved-searches/${austin._id}`)).toEqual({ name: 'Starter homes' });
    expect(await screen.findByRole('link', { name: 'Starter homes' })).toBeInTheDocument();
  });

  it('changes how often a search mails', async () => {
    const fetchMock = stubApi({
      'GET /account': { data: account },
      'GET /saved-searches': { data: [austin, dallas] },
      [`PUT /saved-searches/${dallas._id}`]: { data: { ...dallas, alerts: 'off' } },
    });
    await renderSavedSearches(<SavedSearchList />, { account });
    await userEvent.setup().selectOptions(await screen.findByLabelText('Email alerts for Dallas condos'), 'off');
    await waitFor(() => expect(snackTexts()).toContain('Email alerts updated.'));
    expect(bodyOf(fetchMock, `PUT /saved-searches/${dallas._id}`)).toEqual({ alerts: 'off' });
    expect(screen.getByLabelText('Email alerts for Dallas condos')).toHaveValue('off');
  });

  it('deletes only after Yes in the confirmation popup (spec: DELETE with the id in the body)', async () => {
    const fetchMock = stubApi({
      'GET /account': { data: account },
      'GET /saved-searches': { data: [austin, dallas] },
      'DELETE /saved-searches': { data: { done: true } },
    });
    const { queryClient } = await renderSavedSearches(<SavedSearchList />, { account });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Austin homes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE /saved-searches')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete Austin homes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(snackTexts()).toContain('Saved search deleted.'));
    expect(bodyOf(fetchMock, 'DELETE /saved-searches')).toEqual({ id: austin._id });
    expect(screen.queryByRole('link', { name: 'Austin homes' })).not.toBeInTheDocument();
    expect(queryClient.getQueryData<TAccount>(accountQueryKey)?.savedSearches).toEqual([dallas._id]);
  });

  it('has an empty state linking to the results', async () => {
    const empty = buildAccount();
    stubApi({ 'GET /account': { data: empty }, 'GET /saved-searches': { data: [] } });
    await renderSavedSearches(<SavedSearchList />, { account: empty });
    expect(await screen.findByText(/You have not saved any searches yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search homes' })).toHaveAttribute('href', '/results');
  });
});

describe('the saved-search notification (spec: numSavedSearches, notification)', () => {
  it('turns on when the count rises above what the person last saw, and off when they open the list', async () => {
    window.localStorage.setItem(`terranest.savedSearches.seen.${account._id}`, '1');
    stubApi({ 'GET /account': { data: account }, 'GET /saved-searches': { data: [austin, dallas] } });
    const first = await renderSavedSearches(<SavedSearchesDot />, { account });
    expect(await screen.findByTestId('saved-searches-dot')).toBeInTheDocument();
    expect(useSavedSearchNotice.getState()).toMatchObject({ numSavedSearches: 2, notification: true });
    first.unmount();

    await renderSavedSearches(
      <>
        <SavedSearchesDot />
        <SavedSearchList />
      </>,
      { account },
    );
    await screen.findByRole('list', { name: 'Saved searches' });
    await waitFor(() => expect(screen.queryByTestId('saved-searches-dot')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(`terranest.savedSearches.seen.${account._id}`)).toBe('2');
  });

  it('the first count an account shows is its baseline: no dot', async () => {
    stubApi({ 'GET /account': { data: account } });
    await renderSavedSearches(<SavedSearchesDot />, { account });
    await waitFor(() => expect(useSavedSearchNotice.getState().numSavedSearches).toBe(2));
    expect(screen.queryByTestId('saved-searches-dot')).not.toBeInTheDocument();
  });
});
