import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { bodyOf, resetStores } from '../../../../test/test-helpers';
import { buildCard, listingId } from '../my-listings.fixture';
import { renderMyListings } from '../test-helpers';

const shown = buildCard({ _id: listingId(1) });
const gone = listingId(2);
const account = buildAccount({ hidden: [shown._id, gone] });

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Hidden properties', () => {
  it('shows "No longer available" for hidden ids that are not public any more, which can still be taken off the list', async () => {
    const fetchMock = stubApi({
      'GET /account': { data: account },
      'POST /saved-properties/multi': { data: [shown] },
      'PUT /account': { data: { ...account, hidden: [shown._id] } },
    });
    await renderMyListings('/dashboard/hidden', { account });
    const list = await screen.findByRole('list', { name: 'Hidden properties' });
    await waitFor(() => expect(list.children).toHaveLength(2));
    expect(bodyOf(fetchMock, 'POST /saved-properties/multi')).toEqual({ ids: [shown._id, gone] });
    const [first, second] = Array.from(list.children) as HTMLElement[];
    expect(within(first!).getByRole('button', { name: 'Unhide 12 Oak Street' })).toBeInTheDocument();
    expect(within(second!).getByRole('heading', { name: 'No longer available' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(second!).getByRole('button', { name: 'Remove the unavailable listing from the list' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'PUT /account')).toEqual({ hidden: [shown._id] }));
    await waitFor(() => expect(screen.queryByText('No longer available')).not.toBeInTheDocument());
  });

  it('Unhide PUTs the hidden list without the listing', async () => {
    const fetchMock = stubApi({
      'GET /account': { data: account },
      'POST /saved-properties/multi': { data: [shown] },
      'PUT /account': { data: { ...account, hidden: [gone] } },
    });
    await renderMyListings('/dashboard/hidden', { account });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unhide 12 Oak Street' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'PUT /account')).toEqual({ hidden: [gone] }));
  });

  it('reads in Traditional Chinese (zh-Hant)', async () => {
    stubApi({ 'GET /account': { data: account }, 'POST /saved-properties/multi': { data: [shown] } });
    await renderMyListings('/dashboard/hidden', { account, locale: 'zh-Hant' });
    expect(await screen.findByRole('heading', { level: 1, name: '已隱藏的物業' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '取消隱藏 12 Oak Street' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '已無法查看' })).toBeInTheDocument();
  });
});
