import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { renderWithApp } from '../../../../test/render';
import { sentBody, stubApi } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import { useSessionStore } from '../../../lib/session/session-store';
import { toSessionAccount } from '../../../lib/session/store-account';
import DashboardHelpPage from './dashboard-help-page';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('dashboard help', () => {
  it('shows the help topics and sends a message to support with the account’s name and email filled in', async () => {
    const fetchMock = stubApi({ 'POST /feedback/contact': { data: { _id: '0b9f6f1e-4c52-4a8e-9d8f-2f0c7c1f5a11' } } });
    act(() => useSessionStore.getState().signIn(toSessionAccount(buildAccount())));
    const user = userEvent.setup();
    await renderWithApp(<DashboardHelpPage />, { path: '/dashboard/help' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Making and negotiating offers' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search help topics' }), 'refund');
    expect(screen.getByRole('heading', { level: 3, name: 'Ordering appraisals, inspections and media' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Making and negotiating offers' })).not.toBeInTheDocument();

    expect(screen.getByLabelText('Your name')).toHaveValue('Ana Lopez');
    expect(screen.getByLabelText('Your email')).toHaveValue('ana@example.com');
    await user.selectOptions(screen.getByLabelText('Topic'), 'selling');
    await user.type(screen.getByLabelText('Message'), 'My listing is not in the search yet.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Thank you, your message is on its way')).toBeInTheDocument();
    expect(sentBody(fetchMock).body).toEqual({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      topic: 'selling',
      message: 'My listing is not in the search yet.',
      locale: 'en-us',
    });
    await user.click(within(status).getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Your email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });
});
