import { describe, expect, it } from 'vitest';
import { allowedPostalCodes, MEMBERSHIP_PLAN_IDS, membershipPlan, PROMOTION, qualifiesForPromotion } from './membership';

describe('membership plans', () => {
  it('are Basic, Standard, Plus and Premium', () => {
    expect(MEMBERSHIP_PLAN_IDS).toEqual(['basic', 'standard', 'plus', 'premium']);
  });
  it('keep both readings of the coverage copy', () => {
    expect(membershipPlan('basic').coverage).toEqual({ postalCodes: 30, radiusMiles: 20 });
    expect(membershipPlan('premium').coverage).toEqual({ postalCodes: 80, radiusMiles: 40 });
    expect(membershipPlan('basic').basePostalCodes).toBe(10);
  });
  it('Basic includes English and Traditional Chinese; higher plans add Simplified Chinese and Spanish', () => {
    expect(membershipPlan('basic').translationLocales).toEqual(['en-us', 'zh-Hant']);
    expect(membershipPlan('standard').translationLocales).toEqual(['en-us', 'zh-Hant', 'zh-Hans', 'es']);
  });
});

describe('allowedPostalCodes', () => {
  it('starts at the base count on monthly billing', () => {
    expect(allowedPostalCodes('basic', 'monthly', 0)).toBe(10);
    expect(allowedPostalCodes('standard', 'monthly', 0)).toBe(20);
    expect(allowedPostalCodes('plus', 'monthly', 0)).toBe(50);
  });
  it('grows only after each full 6 months', () => {
    expect(allowedPostalCodes('basic', 'monthly', 5)).toBe(10);
    expect(allowedPostalCodes('basic', 'monthly', 6)).toBe(11);
    expect(allowedPostalCodes('basic', 'monthly', 11.9)).toBe(11);
    expect(allowedPostalCodes('standard', 'monthly', 12)).toBe(24);
    expect(allowedPostalCodes('plus', 'monthly', 18)).toBe(59);
  });
  it('adds the yearly extras at the start and every 6 months on yearly billing', () => {
    expect(allowedPostalCodes('basic', 'yearly', 0)).toBe(15);
    expect(allowedPostalCodes('basic', 'yearly', 6)).toBe(18);
    expect(allowedPostalCodes('standard', 'yearly', 6)).toBe(36);
    expect(allowedPostalCodes('plus', 'yearly', 12)).toBe(88);
  });
  it('is unlimited for Premium', () => {
    expect(allowedPostalCodes('premium', 'monthly', 0)).toBe(Number.POSITIVE_INFINITY);
    expect(allowedPostalCodes('premium', 'yearly', 24)).toBe(Number.POSITIVE_INFINITY);
  });
  it('treats negative months as the start and refuses non-numbers', () => {
    expect(allowedPostalCodes('basic', 'monthly', -3)).toBe(10);
    expect(() => allowedPostalCodes('basic', 'monthly', Number.NaN)).toThrow(RangeError);
  });
});

describe('buy-one-get-one promotion', () => {
  it('applies to the Annual Plus plan for new users only', () => {
    expect(PROMOTION).toMatchObject({ planId: 'plus', billing: 'yearly', newUsersOnly: true });
    expect(qualifiesForPromotion('plus', 'yearly', true)).toBe(true);
    expect(qualifiesForPromotion('plus', 'yearly', false)).toBe(false);
    expect(qualifiesForPromotion('plus', 'monthly', true)).toBe(false);
    expect(qualifiesForPromotion('premium', 'yearly', true)).toBe(false);
  });
});
