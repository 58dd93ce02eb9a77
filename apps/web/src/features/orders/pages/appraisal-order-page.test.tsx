import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import AppraisalOrderPage from './appraisal-order-page';

const PRO = '00000000-0000-4000-8000-0000000e0001';
const SERVICE = {
  _id: '00000000-0000-4000-8000-0000000e0002',
  professionalId: PRO,
  sizeRange: '1500-2999',
  currency: 'USD',
  types: { desktop: null, 'drive-by': { price: { amount: 20_000, currency: 'USD' }, leadTime: 5 }, full: null },
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const CHECKOUT = {
  _id: '00000000-0000-4000-8000-0000000e0003',
  status: 'open',
  product: { kind: 'service-order', ref: PRO },
  description: 'appraisal order for 78701',
  line: null,
  amount: { amount: 20_000, currency: 'USD' },
  discount: null,
  paymentId: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  expiresAt: '2026-11-26T11:00:00.000Z',
};

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('/appraisal/prof/{professional_id}/{zipCode}', () => {
  it("refuses an incomplete form with the spec's message, then opens the order's checkout", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET /professionalServices/${PRO}`]: { data: { professionalId: PRO, appraisal: [SERVICE], inspection: [], media: [] } },
      'POST /checkouts': { data: CHECKOUT },
      [`GET /checkouts/${CHECKOUT._id}`]: { data: CHECKOUT },
    });
    await renderWithApp(null, {
      path: `/appraisal/prof/${PRO}/78701`,
      routes: [
        { path: '/appraisal/prof/:professionalId/:zipCode', element: <AppraisalOrderPage /> },
        { path: '/checkout/:checkoutId', element: <p>Checkout</p> },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Please completely fill out at least one of the appraisal type and select the property size.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /checkouts')).toBe(0);
    await user.type(screen.getByLabelText('Street address'), '100 Congress Ave');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.click(screen.getByRole('radio', { name: /1,500 to 2,999 sq ft/ }));
    expect(screen.getByRole('radio', { name: /Desktop/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Drive-by/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to pay $200.00' }));
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /checkouts')).toEqual({
      product: {
        kind: 'service-order',
        ref: PRO,
        options: {
          kind: 'appraisal',
          street: '100 Congress Ave',
          city: 'Austin',
          state: '',
          postalCode: '78701',
          country: 'US',
          appraisalType: 'drive-by',
          sizeRange: '1500-2999',
        },
      },
    });
  });
});
