import { ZBounds, ZSearchCriteria } from '@app/shared/search/search.schema';
import { describe, expect, it } from 'vitest';
import { acceptedBounds, acceptedCriterion, type UrlCriterion } from './url-criteria';

const NUMBERS = [0, 1, 7.5, -1, 1599, 1600, 2024, 2100, 2101, 250_000, 10_000_000, 10_000_001, 1_000_000_000, 1_000_000_001, NaN, Infinity];
const TEXTS = [
  '',
  '  ',
  'Austin, TX',
  '  Austin  ',
  'x'.repeat(200),
  ` ${'x'.repeat(200)} `,
  'x'.repeat(201),
  'any',
  '1',
  '2',
  '3+',
  '5+',
  'single-family',
  'condo',
  'for-sale',
  'newest',
  'relevance',
  'price-asc',
  'Newest',
  'last-7-days',
  'nope',
];
const VALUES: unknown[] = [...NUMBERS, ...TEXTS, undefined, null, true, ['a'], { a: 1 }];
const KEYS: UrlCriterion[] = [
  'searchThis',
  'searchPropertyType',
  'priceMin',
  'priceMax',
  'beds',
  'baths',
  'sizeMin',
  'sizeMax',
  'lotMin',
  'lotMax',
  'yearMin',
  'yearMax',
  'listingType',
  'listedWithin',
  'sort',
];

describe('reading a Results URL without zod', () => {
  it.each(KEYS)('%s accepts exactly what the shared ZSearchCriteria accepts, as it outputs it', (key) => {
    for (const value of VALUES) {
      const parsed = ZSearchCriteria.shape[key].safeParse(value);
      expect([key, value, acceptedCriterion(key, value)]).toEqual([key, value, parsed.success ? parsed.data : undefined]);
    }
  });

  it('every option id of the schema is accepted (none missed by the samples above)', () => {
    for (const key of KEYS) {
      const options = (ZSearchCriteria.shape[key].unwrap() as { options?: readonly string[] }).options ?? [];
      for (const id of options) expect([key, acceptedCriterion(key, id)]).toEqual([key, id]);
    }
  });

  it('a map area is accepted exactly when ZBounds accepts it', () => {
    const corners = [-181, -180, -91, -90, -1, 0, 30.2, 90, 91, 180, 181, NaN];
    for (const south of corners)
      for (const north of [-90, 0, 30.3, 90, 91])
        for (const [west, east] of [
          [-97.8, -97.6],
          [-181, 0],
          [0, 181],
        ] as const) {
          const bounds = { south, west, north, east };
          const parsed = ZBounds.safeParse(bounds);
          expect([bounds, acceptedBounds(bounds)]).toEqual([bounds, parsed.success ? parsed.data : undefined]);
        }
  });
});
