import type { TOrder } from '@app/shared/orders/orders.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { renderWithApp } from '../../../../test/render';
import { buildOrder } from '../../../../test/fixtures/order.fixture';
import { stubApi } from '../../../../test/stub-api';
import { bodyOf, resetStores } from '../../../../test/test-helpers';
import { useSessionStore } from '../../../lib/session/session-store';
import { toSessionAccount } from '../../../lib/session/store-account';
import AppraisalOrdersPage from './appraisal-orders-page';
import InspectionOrdersPage from './inspection-orders-page';

const ME = buildAccount();
const PENDING = buildOrder({
  _id: '00000000-0000-4000-8000-0000000d0001',
  orderNumber: 100_050,
  status: 'pending',
  buyer: { _id: '00000000-0000-4000-8000-0000000d0b01', name: { firstName: 'Ana', lastName: 'Ruiz' } },
  professional: { _id: ME._id, name: { firstName: 'Lee', lastName: 'Park' } },
  dueDate: '2026-11-22T10:00:00.000Z',
  actions: ['accept', 'decline'],
});

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('dashboard/appraisal (the appraiser’s orders)', () => {
  it('lists To Do orders; declining needs one of the spec’s reasons, sent in its words', async () => {
    const user = userEvent.setup();
    const patch = `PATCH /appraisalOrders/${PENDING._id}`;
    const fetchMock = stubApi({
      'GET /account': { data: ME },
      [`GET /appraisalOrders/seller/${ME._id}`]: { data: [PENDING] },
      [patch]: { data: { ...PENDING, status: 'declined', actions: [] } },
    });
    useSessionStore.getState().signIn(toSessionAccount(ME));
    await renderWithApp(null, {
      path: '/dashboard/appraisal',
      routes: [{ path: '/dashboard/appraisal', element: <AppraisalOrdersPage /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Appraisal orders' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: /Order #100050/ });
    expect(within(card).getByText('To Do')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.click(within(card).getByRole('button', { name: 'Decline the order' }));
    expect(await within(card).findByText('Please give a reason.')).toBeInTheDocument();
    await user.click(within(card).getByRole('radio', { name: 'Far away' }));
    await user.click(within(card).getByRole('button', { name: 'Decline the order' }));
    await vi.waitFor(() => expect(bodyOf(fetchMock, patch)).toEqual({ logEntry: { status: 'declined', reason: 'Far away' } }));
  });
});

describe('dashboard/inspection (the inspector’s orders)', () => {
  const ACCEPTED: TOrder = {
    ...PENDING,
    _id: '00000000-0000-4000-8000-0000000d0002',
    orderNumber: 100_051,
    serviceType: 'inspection',
    appraisalService: false,
    inspectionService: true,
    appraisalType: null,
    sizeRange: null,
    status: 'accepted',
    services: [{ serviceName: 'general-inspection', price: { amount: 30_000, currency: 'USD' }, days: 3, status: 'accepted' }],
    leadTime: 3,
    dueDate: '2026-11-24T10:00:00.000Z',
    actions: ['upload', 'deliver'],
  };

  it('sets the days the inspection takes (totalTimeDays), keeps the input on a refusal and shows the moved due date', async () => {
    const user = userEvent.setup();
    const put = `PUT /inspectionOrders/${ACCEPTED._id}`;
    let refuse = true;
    const seller = `GET /inspectionOrders/seller/${ME._id}`;
    const fetchMock = stubApi({
      'GET /account': { data: ME },
      [seller]: () => ({ data: [refuse ? ACCEPTED : { ...ACCEPTED, totalTimeDays: 12, dueDate: '2026-12-03T10:00:00.000Z' }] }),
      [put]: () =>
        refuse
          ? { status: 409, code: 'ERROR_UPDATING_ORDER', message: 'Error Updating Order' }
          : { data: { ...ACCEPTED, totalTimeDays: 12, dueDate: '2026-12-03T10:00:00.000Z' } },
    });
    useSessionStore.getState().signIn(toSessionAccount(ME));
    await renderWithApp(null, {
      path: '/dashboard/inspection',
      routes: [{ path: '/dashboard/inspection', element: <InspectionOrdersPage /> }],
    });
    await user.click(await screen.findByRole('tab', { name: 'Accepted' }));
    const card = await screen.findByRole('article', { name: /Order #100051/ });
    const field = within(card).getByRole('textbox', { name: 'Days the inspection takes' });
    expect(field).toHaveValue('3');
    await user.clear(field);
    await user.click(within(card).getByRole('button', { name: 'Set the days' }));
    expect(await within(card).findByText('Enter a whole number of days from 1 to 90.')).toBeInTheDocument();
    await user.type(field, '12');
    await user.click(within(card).getByRole('button', { name: 'Set the days' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Error Updating Order');
    expect(field).toHaveValue('12');
    await vi.waitFor(() => expect(bodyOf(fetchMock, put)).toEqual({ totalTimeDays: 12 }));
    refuse = false;
    await user.click(within(card).getByRole('button', { name: 'Set the days' }));
    expect(await within(card).findByText('Saved. The due date is updated.')).toBeInTheDocument();
    expect(await within(card).findByText(/Dec 3, 2026/)).toBeInTheDocument();
  });
});
