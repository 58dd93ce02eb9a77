import type { TAdminDisputeDetail, TAdminDisputeRow } from '@app/shared/admin/admin-disputes.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../../test/stub-api';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../../test/test-helpers';
import { renderAdmin } from '../../test-helpers';

const ID = '00000000-0000-4000-8000-00000000e101';
const ROW: TAdminDisputeRow = {
  _id: ID,
  status: 'open',
  orderId: '00000000-0000-4000-8000-00000000e201',
  orderNumber: 100_077,
  kind: 'inspection',
  orderStatus: 'delivered',
  price: { amount: 42_000, currency: 'USD' },
  openedBy: 'customer',
  opener: { name: 'Ana Ruiz', email: 'ana@example.com' },
  reason: 'The report leaves out the roof',
  openedAt: '2026-11-22T10:00:00.000Z',
  resolvedAt: null,
};
const DETAIL: TAdminDisputeDetail = {
  ...ROW,
  customer: { name: 'Ana Ruiz', email: 'ana@example.com' },
  provider: { name: 'Lee Park', email: 'lee@example.com' },
  paymentId: '00000000-0000-4000-8000-00000000e301',
  refundable: { amount: 42_000, currency: 'USD' },
  log: [
    { date: '2026-11-20T10:00:00.000Z', status: 'pending', reason: null, actor: 'customer' },
    { date: '2026-11-20T12:00:00.000Z', status: 'accepted', reason: null, actor: 'provider' },
  ],
  resolution: null,
};
const RESOLVED: TAdminDisputeDetail = {
  ...DETAIL,
  status: 'resolved-refund',
  refundable: { amount: 32_000, currency: 'USD' },
  resolvedAt: '2026-11-23T10:00:00.000Z',
  resolution: {
    reason: 'The roof was left out',
    refund: { amount: 10_000, currency: 'USD' },
    byEmail: 'admin@example.com',
    at: '2026-11-23T10:00:00.000Z',
  },
};

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Admin: disputes', () => {
  it('lists the open disputes with who opened them and why, each opening its dispute', async () => {
    const asked: string[] = [];
    stubApi({
      'GET /admin/disputes': (_body, url) => {
        asked.push(url.searchParams.get('state') ?? '');
        return { data: { disputes: [ROW], page: 1, pageSize: 25, total: 1 } };
      },
    });
    await renderAdmin('/admin/disputes');
    expect(screen.getByRole('heading', { level: 1, name: 'Disputes' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Inspection · order #100077 · $420.00' });
    expect(link).toHaveAttribute('href', `/admin/disputes/${ID}`);
    const item = link.closest('li')!;
    expect(item).toHaveTextContent('Opened by the customer Ana Ruiz (ana@example.com)');
    expect(item).toHaveTextContent('The report leaves out the roof');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resolved' }));
    await waitFor(() => expect(asked.at(-1)).toBe('resolved'));
  });

  it('resolves with a partial refund after a confirmation, then shows the resolution', async () => {
    let resolved = false;
    const fetchMock = stubApi({
      [`GET /admin/disputes/${ID}`]: () => ({ data: resolved ? RESOLVED : DETAIL }),
      [`POST /admin/disputes/${ID}/resolve`]: () => {
        resolved = true;
        return { data: RESOLVED };
      },
    });
    await renderAdmin(`/admin/disputes/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute on order #100077' })).toBeInTheDocument();
    expect(screen.getByText('Lee Park · lee@example.com')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Refund the customer (up to $420.00)'));
    await user.type(screen.getByLabelText('Amount to refund (USD)'), '100');
    await user.type(screen.getByLabelText('Why'), 'The roof was left out');
    await user.click(screen.getByRole('button', { name: 'Resolve…' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the resolution' });
    expect(dialog).toHaveTextContent('Resolve the dispute and refund $100.00 to ana@example.com? Both parties are mailed.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(snackTexts()).toContain('The dispute on order #100077 is resolved.'));
    expect(bodyOf(fetchMock, `POST /admin/disputes/${ID}/resolve`)).toEqual({ refund: 10_000, why: 'The roof was left out' });
    const resolution = screen.getByRole('region', { name: 'Resolution' });
    expect(resolution).toHaveTextContent('Resolved with a refund of $100.00 to the customer.');
    expect(resolution).toHaveTextContent('admin@example.com · The roof was left out');
    expect(screen.queryByRole('button', { name: 'Resolve…' })).not.toBeInTheDocument();
  });

  it('needs a reason, and shows the server refusal with the input kept', async () => {
    const fetchMock = stubApi({
      [`GET /admin/disputes/${ID}`]: { data: DETAIL },
      [`POST /admin/disputes/${ID}/resolve`]: { status: 409, message: MESSAGES.stateChanged, code: 'STATE_CHANGED' },
    });
    await renderAdmin(`/admin/disputes/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resolve…' }));
    expect(screen.getByText('Please give a reason for this action.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /admin/disputes/${ID}/resolve`)).toBe(0);
    await user.type(screen.getByLabelText('Why'), 'The visit happened');
    await user.click(screen.getByRole('button', { name: 'Resolve…' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Resolve the dispute without a refund?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText(MESSAGES.stateChanged)).toBeInTheDocument();
    expect(screen.getByLabelText('Why')).toHaveValue('The visit happened');
    expect(bodyOf(fetchMock, `POST /admin/disputes/${ID}/resolve`)).toEqual({ refund: 0, why: 'The visit happened' });
  });
});
