import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { holdSessionCookie, stubApi } from '../../../../test/stub-api';
import { applyLocale } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { connectSocket } from '../../../lib/socket/socket';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { toSessionAccount } from '../../../lib/session/store-account';
import { bodyOf, callsTo } from '../../../../test/test-helpers';
import { AccountSession } from './account-session';

vi.mock('../../../lib/socket/socket', () => ({ connectSocket: vi.fn<() => void>(), disconnectSocket: vi.fn<() => void>() }));

beforeEach(() => {
  useSessionStore.setState({ status: 'loading', account: null });
  localStorage.clear();
  // A browser holding a session cookie, which makes the app ask GET /account.
  holdSessionCookie(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('session at app start', () => {
  it("starts 'loading' in a browser holding the signed-in cookie, so guards wait for GET /account; a visitor at once otherwise", async () => {
    const freshStore = async () => {
      vi.resetModules();
      return (await import('../../../lib/session/session-store')).useSessionStore.getInitialState().status;
    };
    expect(await freshStore()).toBe('loading');
    holdSessionCookie(false);
    expect(await freshStore()).toBe('visitor');
  });

  it('makes the person a visitor when GET /account answers 401', async () => {
    const fetchMock = stubApi({ 'GET /account': { status: 401, code: 'UNAUTHENTICATED', message: 'You need to be signed in' } });
    await renderWithApp(<AccountSession />);
    await waitFor(() => expect(useSessionStore.getState().status).toBe('visitor'));
    expect(useSessionStore.getState().account).toBeNull();
    expect(callsTo(fetchMock, 'GET /account')).toBe(1);
    expect(connectSocket).not.toHaveBeenCalled();
  });

  it("asks nothing in a browser without the server's signed-in cookie: a visitor at once, with the page's country", async () => {
    holdSessionCookie(false);
    const fetchMock = stubApi({});
    document.head.insertAdjacentHTML('beforeend', '<meta name="user-country" content="hk" />');
    await renderWithApp(<AccountSession />);
    await waitFor(() => expect(useSessionStore.getState().status).toBe('visitor'));
    document.head.querySelector('meta[name="user-country"]')?.remove();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('country')).toBe('hk');
  });

  it('makes the person a visitor when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await renderWithApp(<AccountSession />);
    await waitFor(() => expect(useSessionStore.getState().status).toBe('visitor'));
  });

  it('signs the person in on 200 with the verified, professional and admin flags, and opens the socket', async () => {
    stubApi({ 'GET /account': { data: buildAccount({ verified: false, roles: { professional: true, admin: false } }) } });
    await renderWithApp(<AccountSession />);
    await waitFor(() => expect(useSessionStore.getState().status).toBe('signed-in'));
    expect(useSessionStore.getState().account).toEqual({
      _id: '00000000-0000-4000-8000-000000000001',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Lopez',
      verified: false,
      professional: true,
      admin: false,
    });
    expect(connectSocket).toHaveBeenCalled();
  });

  it('asks with a time-out and stores the x-user-country header in localStorage', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json(
        { success: false, message: 'You need to be signed in', code: 'UNAUTHENTICATED' },
        { status: 401, headers: { 'x-user-country': 'tw' } },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderWithApp(<AccountSession />);
    await waitFor(() => expect(useSessionStore.getState().status).toBe('visitor'));
    expect(localStorage.getItem('country')).toBe('tw');
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('does not undo a sign-in that happened while GET /account was still on its way', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await renderWithApp(<AccountSession />);
    act(() => useSessionStore.getState().signIn(toSessionAccount(buildAccount())));
    await act(async () => answer(Response.json({ success: false, message: 'x', code: 'UNAUTHENTICATED' }, { status: 401 })));
    expect(useSessionStore.getState().status).toBe('signed-in');
  });

  it('saves a new interface language on the account while signed in', async () => {
    const fetchMock = stubApi({
      'GET /account': { data: buildAccount() },
      'PUT /account': (body) => ({
        data: buildAccount({ profile: { ...buildAccount().profile, locale: (body as { locale: 'es' }).locale } }),
      }),
    });
    const { i18n } = await renderWithApp(<AccountSession />);
    await waitFor(() => expect(useSessionStore.getState().status).toBe('signed-in'));
    await act(async () => applyLocale('es', i18n));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /account')).toBe(1));
    expect(bodyOf(fetchMock, 'PUT /account')).toEqual({ locale: 'es' });
  });
});
