import { describe, expect, it } from 'vitest';
import { buildCard } from '../property.fixture';
import { median, neighborhoodStats } from './neighborhood-stats';

describe('neighborhood stats from the similar list', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });

  it('gives the median price and median price per sq ft of nearby listings in the same currency', () => {
    const cards = [
      buildCard({ price: { amount: 300_000_00, currency: 'USD' }, sizeSqft: 1500 }),
      buildCard({ price: { amount: 500_000_00, currency: 'USD' }, sizeSqft: 2000 }),
      buildCard({ price: { amount: 900_000_00, currency: 'USD' }, sizeSqft: null }),
      buildCard({ price: { amount: 100_000_00, currency: 'EUR' }, sizeSqft: 500 }),
    ];
    expect(neighborhoodStats(cards, 'USD')).toEqual({
      count: 3,
      medianPrice: { amount: 500_000_00, currency: 'USD' },
      medianPricePerSqft: { amount: 225_00, currency: 'USD' },
    });
  });

  it('has no medians without listings', () => {
    expect(neighborhoodStats([], 'USD')).toEqual({ count: 0, medianPrice: null, medianPricePerSqft: null });
  });
});
