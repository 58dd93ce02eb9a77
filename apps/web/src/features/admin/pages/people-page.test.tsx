import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { buildPerson, renderAdmin } from '../test-helpers';

const PERSON = buildPerson();

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Admin: people', () => {
  it('finds accounts by email or name and shows their roles and sessions', async () => {
    const fetchMock = stubApi({
      'GET /admin/accounts': {
        data: [
          PERSON,
          buildPerson({
            _id: '00000000-0000-4000-8000-00000000a002',
            firstName: 'Sue',
            admin: true,
            professionalStatus: 'submitted',
            activeSessions: 0,
          }),
        ],
      },
    });
    const { router } = await renderAdmin('/admin/people');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Email or name' }), 'park');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Accounts found: 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=park');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('q=park');
    const [sam, sue] = screen.getAllByRole('listitem');
    expect(sam).toHaveTextContent('Signed in on 2 device(s)');
    expect(within(sam!).getByRole('button', { name: 'Make admin: Sam Park' })).toBeInTheDocument();
    expect(within(sue!).getByText('Admin')).toBeInTheDocument();
    expect(within(sue!).getByText('Professional: Waiting for review')).toBeInTheDocument();
    expect(within(sue!).getByRole('button', { name: 'Remove admin role: Sue Park' })).toBeInTheDocument();
    expect(within(sue!).getByRole('button', { name: 'Verify as professional: Sue Park' })).toBeInTheDocument();
    expect(within(sue!).queryByRole('button', { name: /Sign out everywhere/ })).not.toBeInTheDocument();
  });

  it('asks why before granting admin (required), keeps the text when the server refuses, then sends role, grant and why', async () => {
    let refuse = true;
    const fetchMock = stubApi({
      'GET /admin/accounts': { data: [PERSON] },
      [`PUT /admin/accounts/${PERSON._id}/roles`]: () =>
        refuse ? { status: 403, code: 'FORBIDDEN', message: MESSAGES.forbidden } : { data: { ...PERSON, admin: true } },
    });
    await renderAdmin('/admin/people?q=sam');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make admin: Sam Park' }));
    const dialog = screen.getByRole('dialog', { name: 'Make admin' });
    expect(dialog).toHaveTextContent('Sam Park will be able to use the admin console.');
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(within(dialog).getByLabelText('Why')).toHaveAccessibleDescription(MESSAGES.reasonRequired);
    expect(callsTo(fetchMock, `PUT /admin/accounts/${PERSON._id}/roles`)).toBe(0);

    await user.type(within(dialog).getByLabelText('Why'), 'Joins the support team');
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.forbidden);
    expect(within(dialog).getByLabelText('Why')).toHaveValue('Joins the support team');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(snackTexts()).toContain('Sam Park is now an admin.'));
    expect(bodyOf(fetchMock, `PUT /admin/accounts/${PERSON._id}/roles`)).toEqual({
      role: 'admin',
      grant: true,
      why: 'Joins the support team',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs an account out everywhere with why', async () => {
    const fetchMock = stubApi({
      'GET /admin/accounts': { data: [PERSON] },
      [`POST /admin/accounts/${PERSON._id}/end-sessions`]: { data: { ...PERSON, activeSessions: 0 } },
    });
    await renderAdmin('/admin/people?q=sam');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere: Sam Park' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere' });
    await user.type(within(dialog).getByLabelText('Why'), 'Reported a stolen phone');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(snackTexts()).toContain('Sam Park has been signed out everywhere.'));
    expect(bodyOf(fetchMock, `POST /admin/accounts/${PERSON._id}/end-sessions`)).toEqual({ why: 'Reported a stolen phone' });
  });

  it('asks for at least 2 characters before searching', async () => {
    const fetchMock = stubApi({});
    await renderAdmin('/admin/people');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Email or name' }), 's');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox', { name: 'Email or name' })).toHaveAccessibleDescription('Type at least 2 characters.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
