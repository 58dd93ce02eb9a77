import type { TAdminInboxEntry } from '@app/shared/admin/inbox.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../../test/stub-api';
import { bodyOf, resetStores, snackTexts } from '../../../../../test/test-helpers';
import { renderAdmin } from '../../test-helpers';

const QUESTION: TAdminInboxEntry = {
  _id: '00000000-0000-4000-8000-00000000f001',
  kind: 'contact',
  name: 'Wei Chen',
  email: 'wei@example.com',
  topic: 'buying',
  rating: null,
  message: 'Can a foreign buyer get a mortgage?',
  locale: 'zh-Hant',
  createdAt: '2026-11-26T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
  reply: null,
  repliedAt: null,
};

const page = (entries: TAdminInboxEntry[]) => ({ data: { entries, page: 1, pageSize: 25, total: entries.length } });

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Admin: feedback and contact messages', () => {
  it('answers a waiting contact message by mail; an empty answer is refused and the typed text stays on a server error', async () => {
    let replied: TAdminInboxEntry | null = null;
    let fail = true;
    const fetchMock = stubApi({
      'GET /admin/inbox': (_body, url) => {
        expect(url.searchParams.get('state')).toBe('open');
        return page(replied ? [] : [QUESTION]);
      },
      [`POST /admin/inbox/${QUESTION._id}/reply`]: (body) => {
        if (fail) {
          fail = false;
          return { status: 409, message: 'This action is not available right now.' };
        }
        replied = {
          ...QUESTION,
          reply: (body as { message: string }).message,
          handledAt: '2026-11-26T11:00:00.000Z',
          handledBy: 'admin@example.com',
        };
        return { data: replied };
      },
    });
    await renderAdmin('/admin/inbox');
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback and contact messages' })).toBeInTheDocument();
    const entry = (await screen.findByRole('heading', { name: 'Message from Wei Chen' })).closest('li')!;
    expect(entry).toHaveTextContent('Buying a home');
    expect(entry).toHaveTextContent('Can a foreign buyer get a mortgage?');
    expect(entry).toHaveTextContent('Waiting for an answer');

    const user = userEvent.setup();
    await user.click(within(entry).getByRole('button', { name: 'Reply by mail: Wei Chen' }));
    await user.click(within(entry).getByRole('button', { name: 'Send the answer' }));
    expect(within(entry).getByText('This field is required.')).toBeInTheDocument();

    await user.type(within(entry).getByLabelText('Your answer to wei@example.com'), 'Yes, see our mortgage page.');
    await user.click(within(entry).getByRole('button', { name: 'Send the answer' }));
    expect(await within(entry).findByText('This action is not available right now.')).toBeInTheDocument();
    expect(within(entry).getByLabelText('Your answer to wei@example.com')).toHaveValue('Yes, see our mortgage page.');

    await user.click(within(entry).getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(snackTexts()).toContain('Your answer is on its way to wei@example.com.'));
    expect(bodyOf(fetchMock, `POST /admin/inbox/${QUESTION._id}/reply`)).toEqual({ message: 'Yes, see our mortgage page.' });
    expect(await screen.findByText('No message matches.')).toBeInTheDocument();
  });

  it('marks a survey answer handled, and shows who handled it once the filter shows handled ones', async () => {
    const survey: TAdminInboxEntry = {
      ...QUESTION,
      _id: '00000000-0000-4000-8000-00000000f002',
      kind: 'feedback',
      name: null,
      email: null,
      topic: 'search',
      rating: 2,
      message: 'The map is slow',
    };
    let handled = false;
    stubApi({
      'GET /admin/inbox': (_body, url) =>
        page(
          url.searchParams.get('state') === 'handled' || handled
            ? [{ ...survey, handledAt: '2026-11-26T11:00:00.000Z', handledBy: 'admin@example.com' }]
            : [survey],
        ),
      [`POST /admin/inbox/${survey._id}/handled`]: () => {
        handled = true;
        return { data: { ...survey, handledAt: '2026-11-26T11:00:00.000Z', handledBy: 'admin@example.com' } };
      },
    });
    await renderAdmin('/admin/inbox?state=all');
    const entry = (await screen.findByRole('heading', { name: 'Feedback from someone who left no email' })).closest('li')!;
    expect(entry).toHaveTextContent('2 of 5');
    expect(entry).toHaveTextContent('Searching for homes');
    expect(within(entry).queryByRole('button', { name: /Reply by mail/ })).toBeNull();
    await userEvent.setup().click(within(entry).getByRole('button', { name: 'Mark handled: someone who left no email' }));
    await waitFor(() => expect(snackTexts()).toContain('The message from someone who left no email is marked handled.'));
    expect(await screen.findByText(/Handled by admin@example.com on/)).toBeInTheDocument();
  });
});
