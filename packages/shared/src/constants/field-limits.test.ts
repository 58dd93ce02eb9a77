import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from './field-limits';

describe('field limits', () => {
  it('match spec section 9', () => {
    expect(FIELD_LIMITS).toMatchObject({
      passwordMin: 8,
      nameMax: 25,
      aboutMeMaxWords: 800,
      routingNumber: 9,
      postalCode: 5,
      cardNumberMax: 19,
      securityCodeMax: 4,
      expiryMax: 7,
    });
  });
});
