import { ZDone } from '@app/shared/accounts/auth.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { usePopupStore } from '../popups/popup-store';
import { appQueryClient } from '../query/query-client';
import { useSessionStore } from '../session/session-store';
import { useSnackbarStore } from '../snackbar/snackbar-store';
import { disconnectSocket } from '../socket/socket';
import { api, ApiError } from './api-client';

vi.mock('../socket/socket', () => ({ connectSocket: vi.fn<() => void>(), disconnectSocket: vi.fn<() => void>() }));

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('HTTP 419 signs the person out, resets the client state and opens the login popup for this page', async () => {
    window.history.replaceState(null, '', '/dashboard/offers/active?tab=2');
    useSessionStore.getState().signIn({
      _id: '00000000-0000-4000-8000-000000000001',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Lopez',
      verified: true,
      professional: false,
      admin: false,
    });
    appQueryClient.setQueryData(['account'], { cached: true });
    useSnackbarStore.getState().show('error', 'An old error');
    stubApi({ 'GET /offers': { status: 419, code: 'SESSION_EXPIRED', message: 'You need to be signed in' } });

    await expect(api('/offers', ZDone)).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().status).toBe('visitor');
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: '/dashboard/offers/active?tab=2' });
    expect(appQueryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(useSnackbarStore.getState().snacks).toEqual([]);
    expect(disconnectSocket).toHaveBeenCalled();
  });

  it('a 403 RECOVERY_SESSION (signed in with a temporary password) opens the recovery-login view', async () => {
    window.history.replaceState(null, '', '/dashboard/saved');
    usePopupStore.getState().reset();
    stubApi({ 'PUT /account': { status: 403, code: 'RECOVERY_SESSION', message: MESSAGES.setNewPasswordFirst } });
    await expect(api('/account', ZDone, { method: 'PUT', body: {} })).rejects.toMatchObject({ status: 403 });
    expect(usePopupStore.getState()).toMatchObject({ open: 'recoveryLogin', continueTo: '/dashboard/saved' });
  });

  it("a failed call that brings no envelope (a proxy's HTML 502) says the spec's 'An error has occured'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })),
    );
    await expect(api('/account', ZDone)).rejects.toMatchObject({ status: 502, message: MESSAGES.anErrorHasOccured });
  });

  it("passes every reply's headers to onHeaders, failed ones too", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ success: false, message: 'x', code: 'X' }, { status: 401, headers: { 'x-user-country': 'mx' } }),
      ),
    );
    const seen: string[] = [];
    await expect(api('/account', ZDone, { onHeaders: (headers) => seen.push(headers.get('x-user-country') ?? '') })).rejects.toMatchObject({
      status: 401,
    });
    expect(seen).toEqual(['mx']);
  });

  it('sends extra request headers (Idempotency-Key) next to the defaults, which they cannot replace', async () => {
    const fetchMock = stubApi({ 'POST /checkouts/c-1/pay': { data: { done: true } } });
    await api('/checkouts/c-1/pay', ZDone, { method: 'POST', body: {}, headers: { 'idempotency-key': 'key-123', Accept: 'text/html' } });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('idempotency-key')).toBe('key-123');
    expect(headers.get('accept')).toBe('application/json');
  });
});
