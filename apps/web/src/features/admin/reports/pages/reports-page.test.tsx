import type { TAdminReportGroup } from '@app/shared/listing-reports/listing-reports.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../../test/stub-api';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../../test/test-helpers';
import { renderAdmin } from '../../test-helpers';

const LISTING_ID = '00000000-0000-4000-8000-00000000b101';
const GROUP: TAdminReportGroup = {
  listing: {
    _id: LISTING_ID,
    title: 'Too good to be true',
    address: '9 Pier Rd, Miami, FL, 33101',
    status: 'active',
    hidden: false,
    ownerEmail: 'owner@example.com',
    actions: ['take-down'],
    takenDownReason: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  openReports: 3,
  reasons: [
    { reason: 'scam', count: 2 },
    { reason: 'duplicate', count: 1 },
  ],
  latestAt: '2026-11-25T10:00:00.000Z',
  actions: ['dismiss', 'take-down'],
  reports: [
    {
      _id: '00000000-0000-4000-8000-00000000c101',
      reason: 'scam',
      details: 'Asks for a wire before any viewing',
      contact: 'wei@example.com',
      signedIn: false,
      createdAt: '2026-11-25T10:00:00.000Z',
    },
    {
      _id: '00000000-0000-4000-8000-00000000c102',
      reason: 'scam',
      details: null,
      contact: 'ana@example.com',
      signedIn: true,
      createdAt: '2026-11-24T10:00:00.000Z',
    },
    {
      _id: '00000000-0000-4000-8000-00000000c103',
      reason: 'duplicate',
      details: null,
      contact: null,
      signedIn: false,
      createdAt: '2026-11-23T10:00:00.000Z',
    },
  ],
};
const page = (groups: TAdminReportGroup[]) => ({ data: { groups, page: 1, pageSize: 20, total: groups.length } });

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Admin: reported listings', () => {
  it('shows each reported listing with its reasons and reports, links to it, and orders by the URL', async () => {
    const asked: string[] = [];
    stubApi({
      'GET /admin/reports': (_body, url) => {
        asked.push(url.searchParams.get('sort') ?? 'newest');
        return page([GROUP]);
      },
    });
    await renderAdmin('/admin/reports');
    expect(screen.getByRole('heading', { level: 1, name: 'Reported listings' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Open the listing page: Too good to be true' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Open the listing page: Too good to be true' })).toHaveAttribute(
      'href',
      `/listings/${LISTING_ID}`,
    );
    expect(within(row).getByRole('link', { name: 'Open in Listings: Too good to be true' })).toHaveAttribute(
      'href',
      `/admin/listings?q=${LISTING_ID}`,
    );
    expect(row).toHaveTextContent('3 open reports');
    expect(row).toHaveTextContent('Suspected scam or fraud: 2');
    expect(row).toHaveTextContent('Duplicate listing: 1');
    expect(row).toHaveTextContent('Asks for a wire before any viewing');
    expect(row).toHaveTextContent('by a visitor, reachable at wei@example.com');
    expect(row).toHaveTextContent('by the account ana@example.com');
    expect(row).toHaveTextContent('by a visitor who left no email');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Order'), 'Most reported first');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked.at(-1)).toBe('most'));
  });

  it('takes the listing down with the reason its owner reads, and the listing leaves the queue', async () => {
    let decided = false;
    const fetchMock = stubApi({
      'GET /admin/reports': () => page(decided ? [] : [GROUP]),
      [`POST /admin/reports/listings/${LISTING_ID}/take-down`]: () => {
        decided = true;
        return { data: { closed: 3 } };
      },
    });
    await renderAdmin('/admin/reports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take down: Too good to be true' }));
    const dialog = screen.getByRole('dialog', { name: 'Take down' });
    expect(dialog).toHaveTextContent('Its owner reads your reason');
    await user.type(within(dialog).getByLabelText('Why'), 'Asks for money before a viewing');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    await waitFor(() => expect(snackTexts()).toContain('“Too good to be true” has been taken down and its reports closed.'));
    expect(bodyOf(fetchMock, `POST /admin/reports/listings/${LISTING_ID}/take-down`)).toEqual({ why: 'Asks for money before a viewing' });
    expect(await screen.findByText('No listing has open reports.')).toBeInTheDocument();
  });

  it('dismisses with a required note; a refusal keeps the dialog and the note', async () => {
    const fetchMock = stubApi({
      'GET /admin/reports': page([GROUP]),
      [`POST /admin/reports/listings/${LISTING_ID}/dismiss`]: { status: 409, code: 'STATE_CHANGED', message: MESSAGES.stateChanged },
    });
    await renderAdmin('/admin/reports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dismiss reports: Too good to be true' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss reports' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(within(dialog).getByText(MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /admin/reports/listings/${LISTING_ID}/dismiss`)).toBe(0);
    await user.type(within(dialog).getByLabelText('Why'), 'Checked: the price is right');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(await within(dialog).findByText(MESSAGES.stateChanged)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Why')).toHaveValue('Checked: the price is right');
  });

  it('offers only Close as actioned on a listing already taken down, and only Dismiss on one under offer', async () => {
    const down = { ...GROUP, listing: { ...GROUP.listing, status: 'inactive' as const, actions: ['restore' as const] } };
    const underOffer = {
      ...GROUP,
      listing: {
        ...GROUP.listing,
        _id: '00000000-0000-4000-8000-00000000b102',
        title: 'Under offer home',
        status: 'under-offer' as const,
        actions: [],
      },
      actions: ['dismiss' as const],
    };
    stubApi({ 'GET /admin/reports': page([down, underOffer]) });
    await renderAdmin('/admin/reports');
    expect(await screen.findByRole('button', { name: 'Close as actioned: Too good to be true' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take down: Under offer home' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss reports: Under offer home' })).toBeInTheDocument();
  });
});
