import type { TOrder } from '@app/shared/orders/orders.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { buildOrder } from '../../../../test/fixtures/order.fixture';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import OrdersPage from './orders-page';
import ReviewPage from './review-page';

const ORDER = buildOrder({ actions: ['cancel'], cancelRefund: { amount: 10_000, currency: 'USD' } });
const COMPLETED: TOrder = {
  ...ORDER,
  _id: '00000000-0000-4000-8000-0000000c0002',
  orderNumber: 100_043,
  status: 'completed',
  actions: [],
  cancelRefund: null,
  dueDate: null,
};

async function showOrders(routes: StubRoutes = {}) {
  const fetchMock = stubApi({ 'GET /orders/mine': { data: [ORDER, COMPLETED] }, ...routes });
  await renderWithApp(null, { path: '/dashboard/orders', routes: [{ path: '/dashboard/orders', element: <OrdersPage /> }] });
  await screen.findByRole('heading', { level: 1, name: 'Services I ordered' });
  return fetchMock;
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('dashboard/orders', () => {
  it('shows active orders with their due time; Completed holds the completed one with a review link', async () => {
    const user = userEvent.setup();
    await showOrders();
    const active = await screen.findByRole('article', { name: /Order #100042/ });
    expect(within(active).getByText('Accepted')).toBeInTheDocument();
    expect(within(active).getByText(/left\)/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Order #100043/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    const done = await screen.findByRole('article', { name: /Order #100043/ });
    expect(within(done).getByRole('link', { name: 'Leave a review' })).toHaveAttribute('href', `/review/appraisal/${COMPLETED._id}`);
  });

  it('cancelling shows the refund first, needs a reason, and sends the spec’s reason; a failure says Error Updating Order', async () => {
    const user = userEvent.setup();
    const fetchMock = await showOrders({ [`PATCH /appraisalOrders/${ORDER._id}`]: { status: 409, message: 'Error Updating Order' } });
    const active = await screen.findByRole('article', { name: /Order #100042/ });
    await user.click(within(active).getByRole('button', { name: 'Cancel order' }));
    expect(within(active).getByText('If you cancel now, $100.00 of $200.00 is refunded.')).toBeInTheDocument();
    await user.click(within(active).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(active).findByText('Please give a reason.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH /appraisalOrders/${ORDER._id}`)).toBe(0);
    await user.click(within(active).getByRole('radio', { name: 'Accidental order' }));
    await user.click(within(active).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(active).findByText('Error Updating Order')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `PATCH /appraisalOrders/${ORDER._id}`)).toEqual({
      logEntry: { status: 'cancelled', reason: 'Accidental order' },
    });
  });
});

describe('/review/{service}/{orderId}', () => {
  it('asks for stars and text, then posts the review once', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET /orders/${COMPLETED._id}`]: { data: COMPLETED },
      [`POST /professionalReview/${COMPLETED._id}`]: {
        data: {
          _id: '00000000-0000-4000-8000-0000000c0e01',
          orderId: COMPLETED._id,
          serviceType: 'appraisal',
          professionalId: COMPLETED.professional._id,
          reviewer: { firstName: 'Ana' },
          stars: 4,
          text: 'Clear report, on time.',
          answer: null,
          createdAt: '2026-11-26T10:00:00.000Z',
          answeredAt: null,
        },
      },
    });
    await renderWithApp(null, {
      path: `/review/appraisal/${COMPLETED._id}`,
      routes: [{ path: '/review/:service/:orderId', element: <ReviewPage /> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Post the review' }));
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /professionalReview/${COMPLETED._id}`)).toBe(0);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Clear report, on time.');
    await user.click(screen.getByRole('button', { name: 'Post the review' }));
    expect(await screen.findByText("Thank you: your review is on the professional's profile.")).toBeInTheDocument();
    expect(bodyOf(fetchMock, `POST /professionalReview/${COMPLETED._id}`)).toEqual({ stars: 4, text: 'Clear report, on time.' });
  });
});
