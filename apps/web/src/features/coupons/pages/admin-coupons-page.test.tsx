import { MESSAGES } from '@app/shared/messages/messages';
import type { TCoupon } from '@app/shared/coupons/coupons.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { sentBody, stubApi } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import AdminCouponsPage from './admin-coupons-page';

const COUPON_ID = '00000000-0000-4000-8000-00000000cc01';

function buildCoupon(overrides: Partial<TCoupon> = {}): TCoupon {
  return {
    _id: COUPON_ID,
    code: 'SPRING20',
    percentOff: 20,
    amountOff: null,
    appliesTo: 'listing-plan',
    validFrom: '2026-03-01',
    validUntil: '2026-03-31',
    maxUses: 100,
    oncePerAccount: true,
    uses: 7,
    held: 2,
    active: true,
    createdAt: '2026-02-20T10:00:00.000Z',
    ...overrides,
  };
}

function renderPage(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ 'GET /admin/coupons': { data: [buildCoupon()] }, ...routes });
  renderWithApp(null, { path: '/admin/coupons', routes: [{ path: '/admin/coupons', element: <AdminCouponsPage /> }] });
  return fetchMock;
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Admin coupons page', () => {
  it('lists each coupon with its discount, what it is for, its dates and its uses against the limit', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /SPRING20/ });
    expect(row).toHaveTextContent('20% off');
    expect(row).toHaveTextContent('Listing plan');
    expect(row).toHaveTextContent('Mar 1, 2026 to Mar 31, 2026');
    expect(row).toHaveTextContent('7 of 100');
    expect(row).toHaveTextContent('2 waiting for payment');
  });

  it('creates an amount-off coupon, sending cents, once per account by default', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'POST /admin/coupons': { data: buildCoupon({ code: 'WELCOME', percentOff: null, amountOff: { amount: 2500, currency: 'USD' } }) },
    });
    await screen.findByRole('row', { name: /SPRING20/ });
    await user.type(screen.getByLabelText('Code'), 'welcome');
    await user.selectOptions(screen.getByLabelText('Discount'), 'amount');
    await user.type(screen.getByLabelText('Amount off in US dollars'), '25');
    await user.clear(screen.getByLabelText('Use limit'));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon WELCOME created.')).toBeInTheDocument();
    const posted = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, posted).body).toMatchObject({
      code: 'welcome',
      discount: { kind: 'amount', amountOff: 2500 },
      appliesTo: 'any',
      maxUses: null,
      oncePerAccount: true,
    });
  });

  it("keeps what was typed and shows the server's reason when the code is taken", async () => {
    const user = userEvent.setup();
    renderPage({
      'POST /admin/coupons': {
        status: 409,
        code: 'COUPON_CODE_TAKEN',
        message: MESSAGES.couponCodeTaken,
        fields: { code: MESSAGES.couponCodeTaken },
      },
    });
    await user.type(await screen.findByLabelText('Code'), 'SPRING20');
    await user.type(screen.getByLabelText('Percent off'), '15');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findAllByText('A coupon with this code already exists.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Code')).toHaveValue('SPRING20');
    expect(screen.getByLabelText('Percent off')).toHaveValue('15');
  });

  it('refuses dates out of order before asking the server', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    await user.type(await screen.findByLabelText('Code'), 'LATE');
    await user.type(screen.getByLabelText('Percent off'), '10');
    const from = screen.getByLabelText('First day');
    await user.clear(from);
    await user.type(from, '2030-05-10');
    const until = screen.getByLabelText('Last day');
    await user.clear(until);
    await user.type(until, '2030-05-01');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('The last day must be on or after the first day.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('deactivates a coupon after asking why', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({ [`POST /admin/coupons/${COUPON_ID}/deactivate`]: { data: buildCoupon({ active: false }) } });
    await user.click(await screen.findByRole('button', { name: 'Deactivate SPRING20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate SPRING20?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText('Please give a reason for this action.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Why'), 'Campaign over');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, posted).body).toEqual({ why: 'Campaign over' });
  });
});
