import type { TPayment, TSavedCard } from '@app/shared/payments/payments.schema';
import type { TPayoutMethod } from '@app/shared/payments/payout-methods.schema';

/** A saved card as GET /wallet/cards returns it, for tests; override what the test is about. */
export function buildCard(overrides: Partial<TSavedCard> = {}): TSavedCard {
  return {
    _id: '00000000-0000-4000-8000-00000000ca01',
    brand: 'visa',
    last4: '4242',
    expMonth: 8,
    expYear: 2031,
    cardholderName: 'Ana Lopez',
    billing: { street: '1 Main St', apt: null, city: 'Austin', state: 'TX', postalCode: '78701', country: 'us' },
    isDefault: true,
    expired: false,
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

/** A payout method as GET /payoutmethods returns it. */
export function buildPayoutMethod(overrides: Partial<TPayoutMethod> = {}): TPayoutMethod {
  return {
    _id: '00000000-0000-4000-8000-00000000b001',
    kind: 'us',
    name: 'Ana Lopez',
    holderName: 'Ana Lopez',
    accountType: 'checking',
    accountLast4: '6789',
    routingNumber: '011000015',
    bic: null,
    address: { street: '1 Main St', apt: null, city: 'Austin', state: 'TX', postalCode: '78701', country: 'us' },
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

/** A payment as GET /payments returns it. */
export function buildPayment(overrides: Partial<TPayment> = {}): TPayment {
  return {
    _id: '00000000-0000-4000-8000-00000000fa01',
    status: 'succeeded',
    amount: { amount: 14_900, currency: 'USD' },
    refunded: { amount: 0, currency: 'USD' },
    description: 'Listing plan: 3 months, Casa Azul',
    line: { key: 'listingPlan', params: { months: 3, title: 'Casa Azul' } },
    productKind: 'listing-plan',
    card: { brand: 'visa', last4: '4242' },
    receiptNumber: 'R-2026-0001',
    failureMessage: null,
    createdAt: '2026-03-05T15:00:00.000Z',
    ...overrides,
  };
}

/** The valid test card, an ABA routing number and an expiry in the future, for forms. */
export const TEST_CARD_NUMBER = '4242424242424242';
export const DECLINED_CARD_NUMBER = '4000000000000002';
export const VALID_ROUTING_NUMBER = '011000015';
export const futureExpiry = () => `12/${new Date().getUTCFullYear() + 3}`;
