import { MESSAGES } from '@app/shared/messages/messages';
import type { TOrder } from '@app/shared/orders/orders.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { buildOrder } from '../../../../test/fixtures/order.fixture';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import OrdersPage from './orders-page';

const ORDER = buildOrder({
  _id: '00000000-0000-4000-8000-0000000d0001',
  orderNumber: 100_077,
  serviceType: 'inspection',
  appraisalService: false,
  inspectionService: true,
  status: 'delivered',
  price: { amount: 42_000, currency: 'USD' },
  services: [{ serviceName: 'general-inspection', price: { amount: 42_000, currency: 'USD' }, days: 3, status: 'accepted' }],
  appraisalType: null,
  sizeRange: null,
  leadTime: 3,
  buyer: { _id: '00000000-0000-4000-8000-0000000d0b01', name: { firstName: 'Ana', lastName: 'Ruiz' } },
  professional: { _id: '00000000-0000-4000-8000-0000000d0a01', name: { firstName: 'Lee', lastName: 'Park' } },
  dueDate: null,
  timeRemainingMs: null,
  actions: ['complete', 'revise'],
  dispute: null,
});
const DISPUTED: TOrder = {
  ...ORDER,
  dispute: {
    _id: '00000000-0000-4000-8000-0000000d0d01',
    status: 'open',
    openedBy: 'customer',
    reason: 'The report leaves out the roof',
    openedAt: '2026-11-22T10:00:00.000Z',
    resolution: null,
  },
};
const PATH = `/orders/${ORDER._id}/disputes`;

async function showOrders(order: TOrder, routes: StubRoutes = {}) {
  const fetchMock = stubApi({ 'GET /orders/mine': { data: [order] }, ...routes });
  await renderWithApp(null, { path: '/dashboard/orders', routes: [{ path: '/dashboard/orders', element: <OrdersPage /> }] });
  return { fetchMock, card: (await screen.findByRole('heading', { level: 2, name: /100077/ })).closest('article')! };
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('opening a dispute on an order', () => {
  it('asks what went wrong (required), sends it, then shows the dispute open', async () => {
    let opened = false;
    const { fetchMock, card } = await showOrders(ORDER, {
      [`POST ${PATH}`]: () => {
        opened = true;
        return { data: DISPUTED };
      },
      'GET /orders/mine': () => ({ data: [opened ? DISPUTED : ORDER] }),
    });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Open a dispute' }));
    await user.click(within(card).getByRole('button', { name: 'Open the dispute' }));
    expect(within(card).getByText('Please give a reason for this action.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${PATH}`)).toBe(0);
    await user.type(within(card).getByLabelText('What went wrong'), 'The report leaves out the roof');
    await user.click(within(card).getByRole('button', { name: 'Open the dispute' }));
    expect(await within(card).findByText(/Dispute opened on .*: Terranest is looking into it\./)).toBeInTheDocument();
    expect(within(card).getByText('Opened by the customer: The report leaves out the roof')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `POST ${PATH}`)).toEqual({ reason: 'The report leaves out the roof' });
    expect(within(card).queryByRole('button', { name: 'Open a dispute' })).not.toBeInTheDocument();
  });

  it("keeps the text and shows the server's words when it is refused", async () => {
    const { card } = await showOrders(ORDER, {
      [`POST ${PATH}`]: { status: 409, message: MESSAGES.disputeExists, code: 'DISPUTE_EXISTS' },
    });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Open a dispute' }));
    await user.type(within(card).getByLabelText('What went wrong'), 'Late');
    await user.click(within(card).getByRole('button', { name: 'Open the dispute' }));
    expect(await within(card).findByText(MESSAGES.disputeExists)).toBeInTheDocument();
    expect(within(card).getByLabelText('What went wrong')).toHaveValue('Late');
  });

  it("shows the admin's decision once resolved", async () => {
    const resolved: TOrder = {
      ...DISPUTED,
      dispute: {
        ...DISPUTED.dispute!,
        status: 'resolved-refund',
        resolution: { reason: 'The roof was left out', refund: { amount: 10_000, currency: 'USD' }, at: '2026-11-23T10:00:00.000Z' },
      },
    };
    const { card } = await showOrders(resolved);
    expect(within(card).getByText('Dispute resolved: $100.00 refunded to the customer.')).toBeInTheDocument();
    expect(within(card).getByText("Terranest's decision: The roof was left out")).toBeInTheDocument();
  });

  it('offers no dispute on an order the provider has not accepted yet', async () => {
    const { card } = await showOrders({ ...ORDER, status: 'pending', actions: ['cancel'] });
    expect(within(card).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Open a dispute' })).not.toBeInTheDocument();
  });
});
