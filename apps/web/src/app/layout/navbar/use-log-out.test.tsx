import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { accountQueryKey } from '../../../lib/session/get-account';
import { toSessionAccount } from '../../../lib/session/store-account';
import { callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { usePathHistory } from '../../../lib/navigation/path-history';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSessionStore } from '../../../lib/session/session-store';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { disconnectSocket } from '../../../lib/socket/socket';
import { useLogOut } from './use-log-out';

vi.mock('../../../lib/socket/socket', () => ({ connectSocket: vi.fn<() => void>(), disconnectSocket: vi.fn<() => void>() }));

/** A page holding cached data (seeded once), with a log-out button. */
function Harness() {
  const logOut = useLogOut();
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(accountQueryKey, buildAccount()));
  return (
    <button type="button" onClick={logOut}>
      Log out
    </button>
  );
}

beforeEach(resetStores);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('log out', () => {
  it('posts logout, then clears the session, query cache, popups, snackbars and path history, closes the socket and goes home', async () => {
    const fetchMock = stubApi({ 'POST /account/logout': { data: { done: true } } });
    useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
    usePopupStore.getState().openPopup('verifyRequired', { continueTo: '/dashboard/wallet' });
    usePathHistory.getState().visit('/dashboard/wallet');
    snackbar.error('An old error');
    const { router, queryClient } = await renderWithApp(<Harness />, { path: '/dashboard/messages' });
    expect(queryClient.getQueryData(accountQueryKey)).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, 'POST /account/logout')).toBe(1);
    expect(useSessionStore.getState()).toMatchObject({ status: 'visitor', account: null });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(usePopupStore.getState()).toMatchObject({ open: null, continueTo: null });
    expect(usePathHistory.getState()).toMatchObject({ current: null, previous: null });
    expect(snackTexts()).toEqual(['You have logged out. See you soon!']);
    expect(disconnectSocket).toHaveBeenCalled();
  });

  it('forgets the person locally even when the server cannot be reached', async () => {
    stubApi({});
    useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
    const { router } = await renderWithApp(<Harness />, { path: '/dashboard/messages' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().status).toBe('visitor');
  });
});
