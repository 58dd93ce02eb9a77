import { describe, expect, it } from 'vitest';
import { DATE_FILTERS, DAY_BLOCKS, DEFAULT_PAGE_SIZE, ROOM_COUNT_CAP, ROOM_COUNT_OPTIONS, SORT_IDS, SORT_OPTIONS } from './search';

describe('search constants', () => {
  it('pages hold 10 results by default', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
  it('sorts carry the spec values: -1 relevance, newest and price high to low; 1 price low to high', () => {
    expect(SORT_OPTIONS.map((option) => [option.label, option.value])).toEqual([
      ['Relevance', -1],
      ['Most Recent', -1],
      ['Price low to high', 1],
      ['Price high to low', -1],
    ]);
    expect(SORT_IDS).toEqual(['relevance', 'most-recent', 'price-low-high', 'price-high-low']);
  });
  it('beds and baths offer Any, 0 exactly and at least 1+ to 5+', () => {
    expect(ROOM_COUNT_OPTIONS.map((option) => option.label)).toEqual(['Any', '0', '1+', '2+', '3+', '4+', '5+']);
    expect(ROOM_COUNT_OPTIONS.find((option) => option.id === '0')).toMatchObject({ min: 0, max: 0 });
    expect(ROOM_COUNT_OPTIONS.find((option) => option.id === '3')).toMatchObject({ min: 3, max: null });
    expect(ROOM_COUNT_OPTIONS.at(-1)).toMatchObject({ min: 5, max: null });
  });
  it('the map cells cap rooms where the last option (5+) starts, and it has no upper bound', () => {
    expect(ROOM_COUNT_OPTIONS.at(-1)).toMatchObject({ label: '5+', min: ROOM_COUNT_CAP, max: null });
  });
  it("word search day blocks nest: the long block is a whole number of short ones (dayRangeTokens' aligned blocks)", () => {
    const [short, long] = DAY_BLOCKS;
    expect(short).toBeGreaterThan(1);
    expect(long % short).toBe(0);
  });
  it('date filters are the past 30 and 60 days', () => {
    expect(DATE_FILTERS.map((filter) => filter.days)).toEqual([30, 60]);
  });
});
