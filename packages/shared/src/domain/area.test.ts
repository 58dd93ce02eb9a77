import { describe, expect, it } from 'vitest';
import { sizeInUnit, sizeUnitForCountry, sqftToSqm, sqmToSqft } from './area';

describe('area conversion (10.764 sq ft per sq m, rounded up)', () => {
  it('converts square metres to square feet, rounding up', () => {
    expect(sqmToSqft(1)).toBe(11);
    expect(sqmToSqft(100)).toBe(1077);
    expect(sqmToSqft(1000)).toBe(10764);
    expect(sqmToSqft(0)).toBe(0);
  });
  it('converts square feet to square metres, rounding up', () => {
    expect(sqftToSqm(10764)).toBe(1000);
    expect(sqftToSqm(1000)).toBe(93);
    expect(sqftToSqm(1)).toBe(1);
  });
});

describe('size unit by country', () => {
  it('is sqft in the United States (also by default) and sqm elsewhere', () => {
    expect(sizeUnitForCountry('us')).toBe('sqft');
    expect(sizeUnitForCountry('US')).toBe('sqft');
    expect(sizeUnitForCountry(undefined)).toBe('sqft');
    expect(sizeUnitForCountry('')).toBe('sqft');
    expect(sizeUnitForCountry('tw')).toBe('sqm');
    expect(sizeUnitForCountry('AUS')).toBe('sqm');
  });
  it('shows a stored square-foot size in the user unit', () => {
    expect(sizeInUnit(1000, 'sqft')).toBe(1000);
    expect(sizeInUnit(1000, 'sqm')).toBe(93);
  });
});
