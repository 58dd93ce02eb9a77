import { describe, expect, it } from 'vitest';
import { localPlaceNames } from './local-place-names';

describe('localPlaceNames', () => {
  it('names a US city and its state the way the place suggestions label them, in each language', () => {
    expect(localPlaceNames({ city: 'Austin', state: 'TX', country: 'us' })).toEqual({
      'zh-Hant': { city: '奧斯汀', state: '德州' },
      'zh-Hans': { city: '奥斯汀', state: '德州' },
      es: { city: null, state: null },
    });
    expect(localPlaceNames({ city: 'New York', state: 'NY', country: 'us' }).es).toEqual({ city: 'Nueva York', state: 'Nueva York' });
  });

  it('names a city abroad by its country, with no state, and leaves unknown places to their English names', () => {
    expect(localPlaceNames({ city: 'Auckland', state: null, country: 'nz' })['zh-Hans']).toEqual({ city: '奥克兰', state: null });
    expect(localPlaceNames({ city: 'Austin', state: 'MN', country: 'us' })['zh-Hant']).toEqual({ city: null, state: '明尼蘇達州' });
    expect(localPlaceNames({ city: 'Nowhere Springs', state: null, country: 'us' })['zh-Hant']).toEqual({ city: null, state: null });
  });
});
