import type { FastifyInstance } from 'fastify';
import type { TCardForm } from '@app/shared/validation/card';
import type { FulfilContext } from '../src/modules/payments/products';

/** A card form for a test number (spaces allowed), valid until 2031. */
export function cardForm(number = '4242 4242 4242 4242', overrides: Partial<TCardForm> = {}): TCardForm {
  return {
    cardholderName: 'Mei Lin',
    number,
    expiry: '12/2031',
    securityCode: number.replace(/\s/g, '').startsWith('3') ? '1234' : '123',
    street: '1 Market St',
    apt: undefined,
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94105',
    country: 'United States',
    ...overrides,
  };
}

/**
 * A product kind for tests, priced by its ref in cents ("test-widget" / "2500"); every
 * fulfilment is recorded so tests can check it ran once, inside the payment's transaction.
 */
export function registerTestProduct(app: FastifyInstance) {
  const fulfilled: FulfilContext[] = [];
  app.deps.products.register('test-widget', {
    async quote(_deps, _actor, product) {
      return { description: `Test widget ${product.ref}`, amount: Number(product.ref), currency: 'USD', creditAccount: 'revenue:test-widgets' };
    },
    async fulfil(_tx, context) {
      fulfilled.push(context);
    },
  });
  return { fulfilled };
}
