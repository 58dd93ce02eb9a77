import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { PopupHost } from '../../../app/popups/popup-host';
import { useSessionStore } from '../../../lib/session/session-store';
import { disconnectSocket } from '../../../lib/socket/socket';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { accountQueryKey } from '../../../lib/session/get-account';
import { toSessionAccount } from '../../../lib/session/store-account';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import SettingsPage from './settings-page';

vi.mock('../../../lib/socket/socket', () => ({ connectSocket: vi.fn<() => void>(), disconnectSocket: vi.fn<() => void>() }));

const routes = [
  {
    path: '/dashboard/account/settings',
    element: (
      <>
        <SettingsPage />
        <PopupHost />
      </>
    ),
  },
  { path: '/', element: <p>Home page</p> },
];

async function renderSettings(api: StubRoutes, account = buildAccount()) {
  useSessionStore.getState().signIn(toSessionAccount(account));
  const fetchMock = stubApi({ 'GET /account': { data: account }, ...api });
  const view = await renderWithApp(null, { path: '/dashboard/account/settings', routes });
  await screen.findByRole('region', { name: 'Password' });
  return { fetchMock, ...view };
}

const passwordCard = () => screen.getByRole('region', { name: 'Password' });
const dangerZone = () => screen.getByRole('region', { name: 'Delete account' });

beforeEach(resetStores);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Setting: change password', () => {
  it("shows 'Incorrect Password' on the current-password field", async () => {
    const { fetchMock } = await renderSettings({
      'PUT /account/password': { status: 400, code: 'INCORRECT_PASSWORD', message: MESSAGES.incorrectPassword },
    });
    const user = userEvent.setup();
    const card = passwordCard();
    await user.type(within(card).getByLabelText('Current password'), 'Old-pass1');
    await user.type(within(card).getByLabelText('New password'), 'Newer1$x');
    await user.type(within(card).getByLabelText('Confirm password'), 'Newer1$x');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(card).getByLabelText('Current password')).toHaveAccessibleDescription('Incorrect Password'));
    expect(bodyOf(fetchMock, 'PUT /account/password')).toEqual({ currentPassword: btoa('Old-pass1'), newPassword: btoa('Newer1$x') });
  });

  it('confirms a change and empties the fields', async () => {
    await renderSettings({ 'PUT /account/password': { data: { done: true } } });
    const user = userEvent.setup();
    const card = passwordCard();
    await user.type(within(card).getByLabelText('Current password'), 'Old-pass1');
    await user.type(within(card).getByLabelText('New password'), 'Newer1$x');
    await user.type(within(card).getByLabelText('Confirm password'), 'Newer1$x');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(snackTexts()).toContain('Your password has been changed'));
    expect(within(card).getByLabelText('Current password')).toHaveValue('');
  });

  it('explains to a Google-only account how to get a password, and mails a temporary one', async () => {
    const { fetchMock } = await renderSettings(
      { 'POST /account/forgot-password': { data: { done: true } } },
      buildAccount({ hasPassword: false, googleLinked: true }),
    );
    const card = passwordCard();
    expect(within(card).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('You sign in with Google, so your account has no password yet.');
    await userEvent.click(within(card).getByRole('button', { name: 'Email me a temporary password' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Check your inbox');
    expect(bodyOf(fetchMock, 'POST /account/forgot-password')).toEqual({ email: 'ana@example.com', locale: 'en-us' });
  });
});

describe('Setting: delete account', () => {
  it('needs the email and password, then a Yes in the confirmation popup; Cancel sends nothing', async () => {
    const { fetchMock } = await renderSettings({ 'DELETE /account': { data: { done: true } } });
    const user = userEvent.setup();
    await user.click(within(dangerZone()).getByRole('button', { name: 'Delete my account' }));
    expect(within(dangerZone()).getByLabelText(/Type your email/)).toHaveAccessibleDescription('This field is required.');
    expect(within(dangerZone()).getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');

    await user.type(within(dangerZone()).getByLabelText(/Type your email/), 'ana@example.com');
    await user.type(within(dangerZone()).getByLabelText('Password'), 'Secret1$');
    await user.click(within(dangerZone()).getByRole('button', { name: 'Delete my account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /account')).toBe(0);
  });

  it('deletes after Yes, resets every client store and goes home with a goodbye', async () => {
    const { fetchMock, router, queryClient } = await renderSettings({ 'DELETE /account': { data: { done: true } } });
    const user = userEvent.setup();
    await user.type(within(dangerZone()).getByLabelText(/Type your email/), 'Ana@example.com');
    await user.type(within(dangerZone()).getByLabelText('Password'), 'Secret1$');
    await user.click(within(dangerZone()).getByRole('button', { name: 'Delete my account' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete your account?' })).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodyOf(fetchMock, 'DELETE /account')).toEqual({ confirmEmail: 'ana@example.com', password: btoa('Secret1$') });
    expect(useSessionStore.getState()).toMatchObject({ status: 'visitor', account: null });
    expect(queryClient.getQueryData(accountQueryKey)).toBeUndefined();
    expect(disconnectSocket).toHaveBeenCalled();
    expect(snackTexts()).toEqual(['Your account has been deleted. Goodbye!']);
  });

  it("puts 'Incorrect Password' on the password field and keeps the person signed in", async () => {
    await renderSettings({ 'DELETE /account': { status: 400, code: 'INCORRECT_PASSWORD', message: MESSAGES.incorrectPassword } });
    const user = userEvent.setup();
    await user.type(within(dangerZone()).getByLabelText(/Type your email/), 'ana@example.com');
    await user.type(within(dangerZone()).getByLabelText('Password'), 'wrong');
    await user.click(within(dangerZone()).getByRole('button', { name: 'Delete my account' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete your account?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(dangerZone()).getByLabelText('Password')).toHaveAccessibleDescription('Incorrect Password'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().status).toBe('signed-in');
  });
});
