import type { TAdminSubscriber } from '@app/shared/admin/inbox.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../../test/stub-api';
import { bodyOf, resetStores, snackTexts } from '../../../../../test/test-helpers';
import { renderAdmin } from '../../test-helpers';

const ANA: TAdminSubscriber = {
  _id: '00000000-0000-4000-8000-00000000e101',
  email: 'ana@example.com',
  locale: 'es',
  confirmedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
};

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Admin: newsletter subscribers', () => {
  it('offers the CSV export and removes an address on request with why', async () => {
    let removed = false;
    const fetchMock = stubApi({
      'GET /admin/subscribers': () => ({ data: { subscribers: removed ? [] : [ANA], page: 1, pageSize: 25, total: removed ? 0 : 1 } }),
      [`DELETE /admin/subscribers/${ANA._id}`]: () => {
        removed = true;
        return { data: ANA };
      },
    });
    await renderAdmin('/admin/subscribers');
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export confirmed subscribers (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/admin/subscribers/export',
    );
    const row = (await screen.findByText('ana@example.com')).closest('tr')!;
    expect(row).toHaveTextContent(/Confirmed/);

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Remove: ana@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove' });
    expect(dialog).toHaveTextContent('ana@example.com will no longer receive the newsletter.');
    await user.type(within(dialog).getByLabelText('Why'), 'Asked by mail');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(snackTexts()).toContain('ana@example.com is off the newsletter.'));
    expect(bodyOf(fetchMock, `DELETE /admin/subscribers/${ANA._id}`)).toEqual({ why: 'Asked by mail' });
    expect(await screen.findByText('No one has signed up yet.')).toBeInTheDocument();
  });
});
