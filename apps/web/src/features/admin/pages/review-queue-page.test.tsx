import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { buildQueueItem, buildReview, PRO_ID, renderAdmin } from '../test-helpers';

const HOUR = 3_600_000;

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Admin: professionals waiting for verification', () => {
  it('lists them oldest first as the server gives them, with the 3-day promise as time left or overdue', async () => {
    stubApi({
      'GET /professionals/review-queue': {
        data: [
          buildQueueItem({
            _id: '00000000-0000-4000-8000-00000000e002',
            firstName: 'Omar',
            lastName: 'Haddad',
            submittedAt: new Date(Date.now() - 80 * HOUR).toISOString(),
            contactSupport: true,
          }),
          buildQueueItem({ submittedAt: new Date(Date.now() - 26 * HOUR - 60_000).toISOString() }),
        ],
      },
    });
    await renderAdmin('/admin/professionals');
    const table = await screen.findByRole('table', { name: 'Profiles waiting for verification, the longest waiting first' });
    const [, late, onTime] = within(table).getAllByRole('row');
    expect(late).toHaveTextContent('Omar Haddad');
    expect(late).toHaveTextContent('Overdue by 0 d 8 h');
    expect(onTime).toHaveTextContent('Mei Lin');
    expect(onTime).toHaveTextContent('Appraiser');
    expect(onTime).toHaveTextContent('1 d 21 h left');
    expect(within(onTime!).getByRole('link', { name: 'Review Mei Lin' })).toHaveAttribute('href', `/admin/professionals/${PRO_ID}`);
  });

  it('says when nobody is waiting', async () => {
    stubApi({ 'GET /professionals/review-queue': { data: [] } });
    await renderAdmin('/admin/professionals');
    expect(await screen.findByText('No professional is waiting for verification.')).toBeInTheDocument();
  });
});

describe('Admin: reviewing one profile', () => {
  it('shows the documents side by side from their private links, and approves', async () => {
    const fetchMock = stubApi({
      'GET /professionals/review-queue': { data: [] },
      [`GET /professionals/${PRO_ID}/review`]: { data: buildReview() },
      [`POST /professionals/${PRO_ID}/approve`]: { data: buildReview({ status: 'verified', actions: ['turn-off'] }) },
    });
    const { router } = await renderAdmin(`/admin/professionals/${PRO_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review: Mei Lin' })).toBeInTheDocument();
    const documents = screen.getByRole('list', { name: 'Documents' });
    expect(within(documents).getByRole('img', { name: 'Government ID: passport.jpg' })).toHaveAttribute(
      'src',
      '/files/private/passport.jpg?sig=1',
    );
    expect(within(documents).getByTitle('Professional licence: licence.pdf')).toHaveAttribute('src', '/files/private/licence.pdf?sig=2');
    expect(screen.getByText('TX-998877')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/professionals'));
    expect(callsTo(fetchMock, `POST /professionals/${PRO_ID}/approve`)).toBe(1);
    expect(snackTexts()).toContain('Mei Lin is verified.');
  });

  it('needs a reason to reject, keeps what was typed when the server refuses, and sends the reason the professional will read', async () => {
    let refuse = true;
    const fetchMock = stubApi({
      'GET /professionals/review-queue': { data: [] },
      [`GET /professionals/${PRO_ID}/review`]: { data: buildReview() },
      [`POST /professionals/${PRO_ID}/reject`]: () =>
        refuse
          ? { status: 409, code: 'STATE_CHANGED', message: MESSAGES.stateChanged }
          : { data: buildReview({ status: 'rejected', actions: ['turn-off'] }) },
    });
    const { router } = await renderAdmin(`/admin/professionals/${PRO_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(screen.getByLabelText('Reason for rejecting')).toHaveAccessibleDescription(MESSAGES.reasonRequired);
    expect(callsTo(fetchMock, `POST /professionals/${PRO_ID}/reject`)).toBe(0);

    await user.type(screen.getByLabelText('Reason for rejecting'), 'The licence scan is unreadable.');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.stateChanged);
    expect(screen.getByLabelText('Reason for rejecting')).toHaveValue('The licence scan is unreadable.');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/professionals'));
    expect(bodyOf(fetchMock, `POST /professionals/${PRO_ID}/reject`)).toEqual({ reason: 'The licence scan is unreadable.' });
    expect(snackTexts()).toContain("Mei Lin's profile was rejected; they have been told why.");
  });

  it('offers no decision on a profile that is not waiting', async () => {
    stubApi({ [`GET /professionals/${PRO_ID}/review`]: { data: buildReview({ status: 'verified', actions: ['turn-off'] }) } });
    await renderAdmin(`/admin/professionals/${PRO_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review: Mei Lin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
