import type { TAdminListing } from '@app/shared/admin/admin.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { bodyOf, resetStores, snackTexts } from '../../../../test/test-helpers';
import { renderAdmin } from '../test-helpers';

const LISTING: TAdminListing = {
  _id: '00000000-0000-4000-8000-00000000b001',
  title: 'Quayside loft',
  address: '1 Harbour St, Seattle, WA, 98101',
  status: 'active',
  hidden: false,
  ownerEmail: 'owner@example.com',
  actions: ['take-down'],
  takenDownReason: null,
  createdAt: '2026-01-02T03:04:05.000Z',
};

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Admin: listings', () => {
  it('takes a listing down with the reason its owner will read, then shows it inactive with Restore', async () => {
    const down = { ...LISTING, status: 'inactive' as const, actions: ['restore' as const], takenDownReason: 'Photos show another home' };
    let taken = false;
    const fetchMock = stubApi({
      'GET /admin/listings': () => ({ data: [taken ? down : LISTING] }),
      [`POST /admin/listings/${LISTING._id}/take-down`]: () => {
        taken = true;
        return { data: down };
      },
    });
    await renderAdmin('/admin/listings?q=quayside');
    const user = userEvent.setup();
    const row = (await screen.findByRole('link', { name: 'Open the listing page: Quayside loft' })).closest('tr')!;
    expect(row).toHaveTextContent('owner@example.com');
    expect(row).toHaveTextContent('Listed');
    await user.click(within(row).getByRole('button', { name: 'Take down: Quayside loft' }));
    const dialog = screen.getByRole('dialog', { name: 'Take down' });
    await user.type(within(dialog).getByLabelText('Why'), 'Photos show another home');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    await waitFor(() => expect(snackTexts()).toContain('“Quayside loft” has been taken down.'));
    expect(bodyOf(fetchMock, `POST /admin/listings/${LISTING._id}/take-down`)).toEqual({ why: 'Photos show another home' });
    expect(await screen.findByText('Taken down because: Photos show another home')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore: Quayside loft' })).toBeInTheDocument();
  });
});
