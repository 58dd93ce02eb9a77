import type { TCheckout, TReceipt } from '@app/shared/payments/payments.schema';
import { buildPayment } from '../wallet/wallet.fixture';

export const CHECKOUT_ID = '00000000-0000-4000-8000-00000000c001';
export const PAYMENT_ID = '00000000-0000-4000-8000-00000000fa01';

/** A checkout as GET /checkouts/{id} returns it, open unless overridden. */
export function buildCheckout(overrides: Partial<TCheckout> = {}): TCheckout {
  return {
    _id: CHECKOUT_ID,
    status: 'open',
    product: { kind: 'listing-plan', ref: 'listing-plan-3m' },
    description: 'Listing plan: 3 months, Casa Azul',
    line: { key: 'listingPlan', params: { months: 3, title: 'Casa Azul' } },
    amount: { amount: 14_900, currency: 'USD' },
    paymentId: null,
    createdAt: '2026-03-05T15:00:00.000Z',
    expiresAt: '2026-03-06T15:00:00.000Z',
    ...overrides,
  };
}

/** A receipt as GET /payments/{id}/receipt returns it. */
export function buildReceipt(overrides: Partial<TReceipt> = {}): TReceipt {
  return {
    number: 'R-2026-0001',
    paymentId: PAYMENT_ID,
    issuedAt: '2026-03-05T15:00:00.000Z',
    billedTo: { name: 'Ana Lopez', email: 'ana@example.com' },
    items: [
      {
        description: 'Listing plan: 3 months, Casa Azul',
        line: { key: 'listingPlan', params: { months: 3, title: 'Casa Azul' } },
        amount: { amount: 14_900, currency: 'USD' },
      },
    ],
    total: { amount: 14_900, currency: 'USD' },
    refunds: [],
    card: { brand: 'visa', last4: '4242' },
    converted: null,
    ...overrides,
  };
}

/** What POST /checkouts/{id}/pay answers when the payment goes through. */
export function buildPaymentResult() {
  return {
    payment: buildPayment({ _id: PAYMENT_ID }),
    receipt: buildReceipt(),
    checkout: buildCheckout({ status: 'paid', paymentId: PAYMENT_ID }),
  };
}
