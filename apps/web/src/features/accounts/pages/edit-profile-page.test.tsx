import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubReply } from '../../../../test/stub-api';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { toSessionAccount } from '../../../lib/session/store-account';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import EditProfilePage from './edit-profile-page';

const account = buildAccount({
  profile: { ...buildAccount().profile, gender: 'female', phone: '4155550147', timeZone: 'gmt-08:00', preferredCurrency: 'USD' },
});

function renderPage(putReply: StubReply | ((body: unknown) => StubReply)) {
  const fetchMock = stubApi({ 'GET /account': { data: account }, 'PUT /account': putReply });
  const view = renderWithApp(<EditProfilePage />, { path: '/dashboard/account/profile' });
  return { fetchMock, view };
}

beforeEach(() => {
  resetStores();
  useSessionStore.getState().signIn(toSessionAccount(account));
});
afterEach(() => vi.unstubAllGlobals());

describe('Edit Profile', () => {
  it('shows the saved profile, the phone as (xxx) xxx-xxxx, and the section tabs', async () => {
    renderPage({ data: account });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(415) 555-0147');
    expect(screen.getByLabelText('Gender')).toHaveDisplayValue('Female');
    expect(screen.getByLabelText('Time zone')).toHaveDisplayValue('(GMT-08:00) Pacific Time (US & Canada)');
    expect(within(screen.getByLabelText('Time zone')).getAllByRole('option')).toHaveLength(32);
    expect(within(screen.getByLabelText('Country')).getAllByRole('option')[0]).toHaveTextContent('United States');
    expect(within(screen.getByLabelText('Gender')).getByRole('option', { name: 'Prefer not to answer' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(tabs).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Setting' })).toHaveAttribute('href', '/dashboard/account/settings');
  });

  it('saves with PUT /account (phone in E.164, empty choices as null), confirms, and updates the session', async () => {
    const { fetchMock } = renderPage((body) => ({
      data: buildAccount({ name: (body as { name: { firstName: string; lastName: string } }).name }),
    }));
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'AnaSofia');
    await user.selectOptions(screen.getByLabelText('Gender'), 'prefer-not-to-answer');
    const phone = screen.getByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '2125550100');
    await user.tab();
    expect(phone).toHaveValue('(212) 555-0100');
    await user.selectOptions(screen.getByLabelText('Preferred language'), 'yue');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(snackTexts()).toContain('Your profile has been saved'));
    expect(bodyOf(fetchMock, 'PUT /account')).toEqual({
      name: { firstName: 'AnaSofia', lastName: 'Lopez' },
      gender: 'prefer-not-to-answer',
      dateOfBirth: null,
      phone: '+12125550100',
      preferredLanguage: 'yue',
      preferredCurrency: 'USD',
      timeZone: 'gmt-08:00',
      profession: null,
      country: 'us',
    });
    expect(useSessionStore.getState().account?.firstName).toBe('AnaSofia');
  });

  it('takes a phone number of another country: picks its country code, formats it as typed, sends E.164', async () => {
    const { fetchMock } = renderPage((body) => ({
      data: buildAccount({ profile: { ...account.profile, phone: (body as { phone: string }).phone } }),
    }));
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone number');
    expect(screen.getByLabelText('Country code')).toHaveDisplayValue('United States +1');
    await user.selectOptions(screen.getByLabelText('Country code'), 'gb');
    await user.clear(phone);
    await user.type(phone, '0791112345');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(phone).toHaveAccessibleDescription('Invalid Phone Number');
    expect(callsTo(fetchMock, 'PUT /account')).toBe(0);

    await user.type(phone, '6');
    expect(phone).toHaveValue('07911 123456');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(snackTexts()).toContain('Your profile has been saved'));
    expect(bodyOf(fetchMock, 'PUT /account')).toMatchObject({ phone: '+447911123456' });
  });

  it('checks the name rules before sending', async () => {
    const { fetchMock } = renderPage({ data: account });
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Ana Maria');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(firstName).toHaveAccessibleDescription('Please eliminate spaces in name.');
    expect(callsTo(fetchMock, 'PUT /account')).toBe(0);
  });

  it("puts the server's field errors on their fields and keeps the input", async () => {
    renderPage({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid Input',
      fields: { 'name.lastName': 'Letters only.', phone: 'Invalid Phone Number' },
    });
    const user = userEvent.setup();
    const lastName = await screen.findByLabelText('Last name');
    await user.clear(lastName);
    await user.type(lastName, 'Lopez');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(lastName).toHaveAccessibleDescription('Letters only.'));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Invalid Phone Number');
    expect(screen.getByText('Invalid Input')).toHaveAttribute('role', 'alert');
    expect(lastName).toHaveValue('Lopez');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(415) 555-0147');
  });
});
