import { describe, expect, it } from 'vitest';
import { TIMING } from './timing';

describe('timing rules', () => {
  it('match spec sections 4 and 9', () => {
    expect(TIMING).toMatchObject({
      responseWindowBusinessDays: 2,
      pendingOrderExpiryDays: 2,
      vodResponseHours: 48,
      bankStatementMonths: 3,
      verificationWaitDays: 3,
      accountRequestTimeoutMs: 5000,
    });
  });
});
