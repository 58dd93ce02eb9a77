import { describe, expect, it } from 'vitest';
import { formatCompactMoney } from '../../../../lib/format/format-money';
import { clusterSize, markerText, type MarkerWords } from './map-markers';

const words: MarkerWords = {
  cluster: (count) => `${count} homes here`,
  listing: (price) => ({ text: formatCompactMoney(price), name: `Home for ${price.amount / 100}` }),
};

describe('map markers', () => {
  it('a cluster shows its count; a single listing its short price with the full price as its name', () => {
    expect(markerText({ lat: 30, lng: -97, count: 12, listing: null }, words)).toEqual({ text: '12', name: '12 homes here' });
    const listing = { _id: '3f1c2a7e-8b4d-4c3a-9e2f-1a2b3c4d5e6f', price: { amount: 125_000_000, currency: 'USD' } };
    expect(markerText({ lat: 30, lng: -97, count: 1, listing }, words)).toEqual({ text: '$1.25M', name: 'Home for 1250000' });
  });

  it('writes prices short in the reader’s language and grows clusters with their count', () => {
    expect(formatCompactMoney({ amount: 45_000_000, currency: 'USD' }, 'en-US')).toBe('$450K');
    // US dollars read the spec's way in every language, like the cards and the header.
    expect(formatCompactMoney({ amount: 45_000_000, currency: 'USD' }, 'es-ES')).toBe('$450K');
    expect(formatCompactMoney({ amount: 45_000_000, currency: 'EUR' }, 'es-ES')).toMatch(/450\s?mil\s?€/);
    expect(clusterSize(1)).toBe(28);
    expect(clusterSize(1000)).toBeGreaterThan(clusterSize(10));
    expect(clusterSize(10_000_000)).toBe(52);
  });
});
