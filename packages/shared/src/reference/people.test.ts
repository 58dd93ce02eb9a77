import { describe, expect, it } from 'vitest';
import { GENDERS, PROFESSION_IDS, PROFESSIONS } from './people';

describe('people enumerations', () => {
  it('genders are Female, Male, Other, Prefer not to answer', () => {
    expect(GENDERS.map((gender) => gender.label)).toEqual(['Female', 'Male', 'Other', 'Prefer not to answer']);
  });
  it('lists the 14 industry professions with URL-safe ids', () => {
    expect(PROFESSIONS).toHaveLength(14);
    expect(PROFESSION_IDS.every((id) => /^[a-z]+(-[a-z]+)*$/.test(id))).toBe(true);
    expect(PROFESSION_IDS).toContain('escrow-officer');
  });
});
