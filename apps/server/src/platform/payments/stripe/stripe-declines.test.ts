import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { declineReasonOf, outcomeOfIntent } from './stripe-declines';

describe("mapping Stripe's refusals to the port's decline reasons", () => {
  it.each([
    [{ code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficient_funds'],
    [{ code: 'card_declined', decline_code: 'generic_decline' }, 'card_declined'],
    [{ code: 'card_declined', decline_code: 'stolen_card' }, 'card_declined'],
    [{ code: 'expired_card', decline_code: 'expired_card' }, 'expired_card'],
    [{ code: 'invalid_expiry_year' }, 'expired_card'],
    [{ code: 'incorrect_cvc', decline_code: 'incorrect_cvc' }, 'incorrect_cvc'],
    [{ code: 'invalid_cvc' }, 'incorrect_cvc'],
    [{ code: 'processing_error', decline_code: 'processing_error' }, 'processing_error'],
    [{ code: 'incorrect_number' }, 'card_declined'],
    [{ code: 'authentication_required', decline_code: 'authentication_required' }, 'card_declined'],
    [{}, 'card_declined'],
  ])('%o is %s', (error, reason) => {
    expect(declineReasonOf(error)).toBe(reason);
  });

  const intent = (status: string, extra: Partial<Stripe.PaymentIntent> = {}) =>
    ({ id: 'pi_1', status, last_payment_error: null, ...extra }) as Stripe.PaymentIntent;

  it('a succeeded PaymentIntent is a success; one needing a new card or 3-D Secure off-session is a decline', () => {
    expect(outcomeOfIntent(intent('succeeded'))).toEqual({ status: 'succeeded', chargeId: 'pi_1' });
    const lastError = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    } as Stripe.PaymentIntent.LastPaymentError;
    expect(outcomeOfIntent(intent('requires_payment_method', { last_payment_error: lastError }))).toEqual({
      status: 'declined',
      chargeId: 'pi_1',
      reason: 'insufficient_funds',
    });
    expect(outcomeOfIntent(intent('requires_action'))).toMatchObject({ status: 'declined', reason: 'card_declined' });
  });

  it('a PaymentIntent still processing throws rather than report a decline that may yet succeed', () => {
    expect(() => outcomeOfIntent(intent('processing'))).toThrow(/not final/);
  });
});
