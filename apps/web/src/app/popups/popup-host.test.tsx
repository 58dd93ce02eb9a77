import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { buildAccount } from '../../../test/fixtures/account.fixture';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../test/test-helpers';
import { usePopupStore } from '../../lib/popups/popup-store';
import { useSessionStore } from '../../lib/session/session-store';
import { toSessionAccount } from '../../lib/session/store-account';
import { PopupHost } from './popup-host';

vi.mock('../../lib/socket/socket', () => ({ connectSocket: vi.fn<() => void>(), disconnectSocket: vi.fn<() => void>() }));

const noGoogle = { 'GET /auth/providers': { data: { google: false } } };

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('account popups', () => {
  it("a 'temp' login opens the recovery view; choosing a new password signs in and continues", async () => {
    usePopupStore.getState().openPopup('login', { continueTo: '/dashboard/offers/active' });
    const fetchMock = stubApi({
      ...noGoogle,
      'POST /account/login': { data: { userObj: buildAccount(), message: 'temp' } },
      'POST /account/recovery-password': { data: buildAccount() },
    });
    const user = userEvent.setup();
    const { router } = await renderWithApp(<PopupHost />);
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Tmp-pass-123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const recovery = await screen.findByRole('dialog', { name: 'Choose a new password' });
    expect(useSessionStore.getState().status).toBe('visitor');
    await user.type(within(recovery).getByLabelText('New password'), 'Better1$');
    await user.type(within(recovery).getByLabelText('Confirm password'), 'Better1$');
    await user.click(within(recovery).getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/offers/active'));
    expect(bodyOf(fetchMock, 'POST /account/recovery-password')).toEqual({ newPassword: btoa('Better1$') });
    expect(useSessionStore.getState().status).toBe('signed-in');
    expect(snackTexts()).toContain('Welcome back, Ana');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('forgot password sends the email and tells the person to check their inbox for a temporary password', async () => {
    usePopupStore.getState().openPopup('login');
    const fetchMock = stubApi({ ...noGoogle, 'POST /account/forgot-password': { data: { done: true } } });
    const user = userEvent.setup();
    await renderWithApp(<PopupHost />);
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' });
    await user.type(within(dialog).getByLabelText('Email'), 'Ana@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Email me a temporary password' }));

    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Check your inbox');
    expect(status).toHaveTextContent('If an account exists for ana@example.com, a temporary password is on its way.');
    expect(bodyOf(fetchMock, 'POST /account/forgot-password')).toEqual({ email: 'ana@example.com', locale: 'en-us' });
    await user.click(within(dialog).getByRole('button', { name: 'Back to log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it("after signing up as a professional, the welcome view says 'Welcome to Terranest' and continues to /professional/register", async () => {
    usePopupStore.getState().openPopup('signup');
    stubApi({ ...noGoogle, 'POST /account/register': { data: { userObj: buildAccount({ verified: false }), message: 'ok' } } });
    const user = userEvent.setup();
    const { router } = await renderWithApp(<PopupHost />);
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Lopez');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1$');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret1$');
    await user.click(screen.getByLabelText(/industry professional/));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Terranest' });
    expect(within(welcome).getByRole('status')).toHaveTextContent('We sent a verification link to ana@example.com.');
    await user.click(within(welcome).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/professional/register'));
    expect(usePopupStore.getState().open).toBeNull();
  });

  it('the verify-required popup sends a new verification link and confirms it', async () => {
    useSessionStore.getState().signIn(toSessionAccount(buildAccount({ verified: false })));
    usePopupStore.getState().openPopup('verifyRequired', { continueTo: '/dashboard/wallet' });
    const fetchMock = stubApi({ 'POST /account/new-verify-link': { data: { done: true } } });
    await renderWithApp(<PopupHost />);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' });
    expect(within(dialog).getByText('Verify your account to access this feature')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a new verification link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('A new verification link is on its way to ana@example.com.');
    expect(callsTo(fetchMock, 'POST /account/new-verify-link')).toBe(1);
  });
});
