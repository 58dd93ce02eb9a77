import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSessionStore } from '../../../lib/session/session-store';
import { connectSocket } from '../../../lib/socket/socket';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { LoginPopup } from './login-popup';

vi.mock('../../../lib/socket/socket', () => ({ connectSocket: vi.fn<() => void>(), disconnectSocket: vi.fn<() => void>() }));

const noGoogle: StubRoutes = { 'GET /auth/providers': { data: { google: false } } };

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

beforeEach(resetStores);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('login popup', () => {
  it("opened for something that needs an account, says 'You need to be signed in'; opened from Log in, it does not", async () => {
    stubApi(noGoogle);
    usePopupStore.getState().openPopup('login', { continueTo: '/listings/l-1' });
    const { unmount } = await renderWithApp(<LoginPopup />);
    expect(await screen.findByText('You need to be signed in')).toBeInTheDocument();
    unmount();
    usePopupStore.getState().openPopup('login');
    await renderWithApp(<LoginPopup />);
    await screen.findByLabelText('Email');
    expect(screen.queryByText('You need to be signed in')).not.toBeInTheDocument();
  });

  it('sends the email lowercased as username and the password base64', async () => {
    const fetchMock = stubApi({ ...noGoogle, 'POST /account/login': { data: { userObj: buildAccount(), message: 'ok' } } });
    await renderWithApp(<LoginPopup />);
    await fillAndSubmit('  Ana@Example.COM ', 'Secret1$');
    await waitFor(() => expect(callsTo(fetchMock, 'POST /account/login')).toBe(1));
    expect(bodyOf(fetchMock, 'POST /account/login')).toEqual({ username: 'ana@example.com', password: btoa('Secret1$') });
  });

  it('on success welcomes the person, fills the session, connects the socket, closes and continues to the pending route', async () => {
    usePopupStore.getState().openPopup('login', { continueTo: '/dashboard/messages' });
    stubApi({ ...noGoogle, 'POST /account/login': { data: { userObj: buildAccount({ verified: false }), message: 'ok' } } });
    const { router } = await renderWithApp(<LoginPopup />);
    await fillAndSubmit('ana@example.com', 'Secret1$');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/messages'));
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', account: { firstName: 'Ana', verified: false } });
    expect(snackTexts()).toContain('Welcome back, Ana');
    expect(usePopupStore.getState()).toMatchObject({ open: null, continueTo: null });
    expect(connectSocket).toHaveBeenCalled();
  });

  it("a wrong password shows 'Incorrect email/password' and 'Incorrect username/password', and clears the password", async () => {
    stubApi({
      ...noGoogle,
      'POST /account/login': { status: 401, code: 'INCORRECT_CREDENTIALS', message: MESSAGES.incorrectEmailPassword },
    });
    await renderWithApp(<LoginPopup />);
    await fillAndSubmit('ana@example.com', 'wrong-one');
    expect(await screen.findByText('Incorrect email/password')).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('Incorrect username/password');
    expect(password).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(useSessionStore.getState().status).toBe('visitor');
  });

  it('is not sent unless both fields are filled and the email is valid', async () => {
    const fetchMock = stubApi(noGoogle);
    await renderWithApp(<LoginPopup />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /account/login')).toBe(0);
  });

  it('shows and hides the password with a pressed toggle', async () => {
    stubApi(noGoogle);
    await renderWithApp(<LoginPopup />);
    const toggle = await screen.findByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('links the Google button to /api/v1/auth/google with the pending route as cb', async () => {
    usePopupStore.getState().openPopup('login', { continueTo: '/dashboard/wallet?tab=cards' });
    stubApi({ 'GET /auth/providers': { data: { google: true } } });
    await renderWithApp(<LoginPopup />, { path: '/about' });
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('href', `/api/v1/auth/google?cb=${encodeURIComponent('/dashboard/wallet?tab=cards')}`);
  });

  it('without a pending route the Google cb is the current route, and no button shows when Google is off', async () => {
    stubApi({ 'GET /auth/providers': { data: { google: true } } });
    const view = await renderWithApp(<LoginPopup />, { path: '/listings/abc?auth=google-failed&tab=2' });
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      `/api/v1/auth/google?cb=${encodeURIComponent('/listings/abc?tab=2')}`,
    );
    view.unmount();
    vi.unstubAllGlobals();
    stubApi(noGoogle);
    await renderWithApp(<LoginPopup />);
    await screen.findByRole('button', { name: 'Log In' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument());
  });

  it('reads in Traditional Chinese for zh-Hant readers, validation messages included', async () => {
    stubApi(noGoogle);
    const { i18n } = await renderWithApp(<LoginPopup />, { locale: 'zh-Hant' });
    const dialog = await screen.findByRole('dialog', { name: '登入' });
    await userEvent.click(within(dialog).getByRole('button', { name: '登入帳戶' }));
    const required = i18n.getFixedT('zh-Hant', 'messages')('required');
    expect(within(dialog).getByLabelText('電子郵件')).toHaveAccessibleDescription(required);
    expect(within(dialog).getByRole('button', { name: '忘記密碼？' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '註冊' })).toBeInTheDocument();
  });
});
