import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { buildSavedSearch } from '../../../../test/fixtures/saved-searches.fixture';
import { renderSavedSearches, resetNotice } from '../test-helpers';
import EmailPreferencesPage from './email-preferences-page';

const search = buildSavedSearch({ name: 'Austin homes' });

beforeEach(() => {
  resetStores();
  resetNotice();
});
afterEach(() => vi.unstubAllGlobals());

describe('/email/preferences', () => {
  it('with a mail’s token, turns that search’s alerts off without signing in and confirms it in the reader’s language', async () => {
    const fetchMock = stubApi({ 'POST /saved-searches/unsubscribe': { data: { _id: search._id, name: 'Austin homes', alerts: 'off' } } });
    await renderSavedSearches(<EmailPreferencesPage />, { path: '/email/preferences?token=v1.abc.def', locale: 'zh-Hant' });
    expect(await screen.findByText('已關閉「Austin homes」的通知。您將不會再收到此搜尋的電子郵件。')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /saved-searches/unsubscribe')).toEqual({ token: 'v1.abc.def' });
    expect(callsTo(fetchMock, 'POST /saved-searches/unsubscribe')).toBe(1);
    expect(screen.getByRole('link', { name: '管理已儲存的搜尋' })).toHaveAttribute('href', '/dashboard/saved?tab=searches');
  });

  it('a bad link says so clearly', async () => {
    stubApi({
      'POST /saved-searches/unsubscribe': {
        status: 400,
        code: 'UNSUBSCRIBE_LINK_INVALID',
        message: 'This unsubscribe link is not valid. Manage your alerts from your saved searches instead.',
      },
    });
    await renderSavedSearches(<EmailPreferencesPage />, { path: '/email/preferences?token=nonsense' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid. Manage your alerts from your saved searches instead.',
    );
  });

  it('without a token, a signed-in person sets each saved search’s alerts', async () => {
    const account = buildAccount({ savedSearches: [search._id] });
    const fetchMock = stubApi({
      'GET /account': { data: account },
      'GET /saved-searches': { data: [search] },
      [`PUT /saved-searches/${search._id}`]: { data: { ...search, alerts: 'instant' } },
    });
    await renderSavedSearches(<EmailPreferencesPage />, { path: '/email/preferences', account });
    await userEvent.setup().selectOptions(await screen.findByLabelText('Email alerts for Austin homes'), 'instant');
    await waitFor(() => expect(snackTexts()).toContain('Email alerts updated.'));
    expect(bodyOf(fetchMock, `PUT /saved-searches/${search._id}`)).toEqual({ alerts: 'instant' });
  });

  it('without a token, a visitor is asked to log in and comes back here', async () => {
    stubApi({});
    useSessionStore.getState().signOut();
    await renderSavedSearches(<EmailPreferencesPage />, { path: '/email/preferences' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log in' }));
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: '/email/preferences' });
  });
});
