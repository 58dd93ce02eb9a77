import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, countryName, isoCountryCode } from './countries';

describe('country list', () => {
  it('holds about 240 countries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(235);
    expect(COUNTRIES.length).toBeLessThanOrEqual(250);
  });
  it('puts the United States first, code us', () => {
    expect(COUNTRIES[0]).toEqual({ code: 'us', name: 'United States' });
  });
  it('sorts the rest by name', () => {
    const names = COUNTRIES.slice(1).map((country) => country.name);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(names).toEqual(sorted);
  });
  it("keeps the spec's non-standard codes AUS and UAE, and lowercase ISO alpha-2 for all others", () => {
    expect(countryName('AUS')).toBe('Australia');
    expect(countryName('UAE')).toBe('United Arab Emirates');
    const others = COUNTRY_CODES.filter((code) => code !== 'AUS' && code !== 'UAE');
    expect(others.every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
  });
  it('has unique codes and names', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((country) => country.name)).size).toBe(COUNTRIES.length);
  });
  it('looks names up case-insensitively', () => {
    expect(countryName('TW')).toBe('Taiwan');
    expect(countryName('aus')).toBe('Australia');
    expect(countryName('zz')).toBeUndefined();
  });
  it('gives the ISO code of a code or English name, the spec codes AUS and UAE included', () => {
    expect(['us', 'AUS', 'uae', 'United Kingdom', ' gb '].map(isoCountryCode)).toEqual(['US', 'AU', 'AE', 'GB', 'GB']);
    expect(isoCountryCode('Atlantis')).toBeUndefined();
  });
});
