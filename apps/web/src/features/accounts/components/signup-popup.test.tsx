import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubReply } from '../../../../test/stub-api';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSessionStore } from '../../../lib/session/session-store';
import { connectSocket } from '../../../lib/socket/socket';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import { SignUpPopup } from './signup-popup';

vi.mock('../../../lib/socket/socket', () => ({ connectSocket: vi.fn<() => void>(), disconnectSocket: vi.fn<() => void>() }));

const registered: StubReply = { data: { userObj: buildAccount({ verified: false }), message: 'ok' } };

function stubSignUp(reply: StubReply = registered) {
  return stubApi({ 'GET /auth/providers': { data: { google: false } }, 'POST /account/register': reply });
}

async function fill(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<'email' | 'password' | 'confirm', string>> = {}) {
  await user.type(await screen.findByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Lopez');
  await user.type(screen.getByLabelText('Email'), overrides.email ?? ' Ana@Example.com');
  await user.type(screen.getByLabelText('Password'), overrides.password ?? 'Secret1$');
  await user.type(screen.getByLabelText('Confirm password'), overrides.confirm ?? 'Secret1$');
}

/** The checklist items' accessible texts: "<rule> (met)" or "<rule> (not met)". */
const checklist = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(resetStores);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('sign-up popup', () => {
  it('ticks the password checklist live as the person types', async () => {
    stubSignUp();
    const user = userEvent.setup();
    await renderWithApp(<SignUpPopup />);
    const password = await screen.findByLabelText('Password');
    expect(checklist()).toEqual([
      'At least 8 characters(not met)',
      'At least 1 lowercase char(not met)',
      'At least 1 uppercase char(not met)',
      'At least 1 numeric char(not met)',
      'At least 1 special char(not met)',
    ]);
    await user.type(password, 'ab');
    expect(checklist()[1]).toBe('At least 1 lowercase char(met)');
    expect(checklist()[0]).toBe('At least 8 characters(not met)');
    await user.type(password, 'CD12$xyz');
    expect(checklist().every((item) => item?.endsWith('(met)'))).toBe(true);
  });

  it("reports 'Passwords do not match' and sends nothing", async () => {
    const fetchMock = stubSignUp();
    const user = userEvent.setup();
    await renderWithApp(<SignUpPopup />);
    await fill(user, { confirm: 'Secret1%' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(callsTo(fetchMock, 'POST /account/register')).toBe(0);
  });

  it('an empty form is not sent and every field shows its error', async () => {
    const fetchMock = stubSignUp();
    const user = userEvent.setup();
    await renderWithApp(<SignUpPopup />);
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('This field is required.');
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /account/register')).toBe(0);
  });

  it("sends accountType 'professional' when the industry-professional box is ticked, then shows the welcome view", async () => {
    const fetchMock = stubSignUp();
    const user = userEvent.setup();
    await renderWithApp(<SignUpPopup />);
    await fill(user);
    await user.click(screen.getByLabelText(/I am an industry professional/));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(usePopupStore.getState().open).toBe('signupResult'));
    expect(bodyOf(fetchMock, 'POST /account/register')).toEqual({
      email: 'ana@example.com',
      password: btoa('Secret1$'),
      accountType: 'professional',
      name: { firstName: 'Ana', lastName: 'Lopez' },
      locale: 'en-us',
    });
    expect(usePopupStore.getState().continueTo).toBe('/professional/register');
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', account: { email: 'ana@example.com' } });
    expect(connectSocket).toHaveBeenCalled();
  });

  it("sends accountType 'individual' and keeps the pending route when the box is not ticked", async () => {
    usePopupStore.getState().openPopup('signup', { continueTo: '/dashboard/saved' });
    const fetchMock = stubSignUp();
    const user = userEvent.setup();
    await renderWithApp(<SignUpPopup />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(usePopupStore.getState().open).toBe('signupResult'));
    expect(bodyOf(fetchMock, 'POST /account/register')).toMatchObject({ accountType: 'individual' });
    expect(usePopupStore.getState().continueTo).toBe('/dashboard/saved');
  });

  it("puts 'Email already registered' on the email field and keeps the input", async () => {
    stubSignUp({ status: 409, code: 'EMAIL_TAKEN', message: MESSAGES.emailAlreadyRegistered });
    const user = userEvent.setup();
    await renderWithApp(<SignUpPopup />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email already registered'));
    expect(email).toHaveValue('Ana@Example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret1$');
    expect(useSessionStore.getState().status).toBe('visitor');
    expect(usePopupStore.getState().open).not.toBe('signupResult');
  });

  it("shows 'Failed to register' in an alert and keeps the input", async () => {
    stubSignUp({ status: 500, code: 'REGISTER_FAILED', message: MESSAGES.failedToRegister });
    const user = userEvent.setup();
    await renderWithApp(<SignUpPopup />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to register');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lopez');
  });

  it('links the terms in a new tab and switches to the login popup', async () => {
    stubSignUp();
    await renderWithApp(<SignUpPopup />);
    const terms = await screen.findByRole('link', { name: /Terms & Conditions/ });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(usePopupStore.getState().open).toBe('login');
  });
});
