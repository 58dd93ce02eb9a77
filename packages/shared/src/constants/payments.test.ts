import { describe, expect, it } from 'vitest';
import { FEE_TERMS, MORTGAGE_TERMS, PAYMENT_METHOD_IDS, PAYOUT_ACCOUNT_TYPE_IDS } from './payments';

describe('payment constants', () => {
  it('offer credit card, PayPal, Alipay/WeChat Pay and a demo card', () => {
    expect(PAYMENT_METHOD_IDS).toEqual(['credit-card', 'paypal', 'alipay-wechat-pay', 'demo-card']);
  });
  it('mortgage terms are 30- and 15-year fixed', () => {
    expect(MORTGAGE_TERMS.map((term) => term.years)).toEqual([30, 15]);
  });
  it('fee terms are monthly, semi-annual and annual with their payments per year', () => {
    expect(FEE_TERMS.map((term) => [term.id, term.perYear])).toEqual([
      ['monthly', 12],
      ['semi-annual', 2],
      ['annual', 1],
    ]);
  });
  it('payout accounts are checking or savings', () => {
    expect(PAYOUT_ACCOUNT_TYPE_IDS).toEqual(['checking', 'savings']);
  });
});
