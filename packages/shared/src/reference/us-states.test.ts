import { describe, expect, it } from 'vitest';
import { isUsStateCode, US_STATE_CODES, US_STATES } from './us-states';

describe('US states and territories', () => {
  it('has 59 entries: 50 states, DC, 5 territories, 3 Armed Forces regions', () => {
    expect(US_STATES).toHaveLength(59);
    const count = (kind: string) => US_STATES.filter((state) => state.kind === kind).length;
    expect([count('state'), count('district'), count('territory'), count('military')]).toEqual([50, 1, 5, 3]);
  });
  it('uses unique two-letter USPS codes', () => {
    expect(new Set(US_STATE_CODES).size).toBe(59);
    expect(US_STATE_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });
  it('recognises codes in any case', () => {
    expect(isUsStateCode('ca')).toBe(true);
    expect(isUsStateCode('PR')).toBe(true);
    expect(isUsStateCode('AP')).toBe(true);
    expect(isUsStateCode('UM')).toBe(false);
    expect(isUsStateCode('XX')).toBe(false);
  });
});
