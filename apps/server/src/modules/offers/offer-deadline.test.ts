import { describe, expect, it } from 'vitest';
import { listingTimeZone } from './listing-time-zone';
import { responseDeadline } from './offer-deadline';

const place = (country: string, state: string | null, latitude: number | null = null, longitude: number | null = null) => ({
  country,
  state,
  latitude,
  longitude,
});

describe('listingTimeZone', () => {
  it('reads the zone from the pin when the listing has one', () => {
    expect(listingTimeZone(place('tw', null, 25.033, 121.5654))).toBe('Asia/Taipei');
    expect(listingTimeZone(place('us', 'CA', 34.0522, -118.2437))).toBe('America/Los_Angeles');
    // A pin in El Paso is on Mountain time though Texas mostly keeps Central.
    expect(listingTimeZone(place('us', 'TX', 31.7619, -106.485))).toBe('America/Denver');
  });
  it("without a pin: the US state's zone, the capital's of a country that spans several, the single zone of the others", () => {
    expect(listingTimeZone(place('us', 'TX'))).toBe('America/Chicago');
    expect(listingTimeZone(place('us', 'ca'))).toBe('America/Los_Angeles');
    expect(listingTimeZone(place('es', null))).toBe('Europe/Madrid');
    expect(listingTimeZone(place('AUS', null))).toBe('Australia/Sydney');
    expect(listingTimeZone(place('UAE', null))).toBe('Asia/Dubai');
    expect(listingTimeZone(place('tw', null))).toBe('Asia/Taipei');
    expect(listingTimeZone(place('zz', null))).toBe('UTC');
  });
  it('every zone it names is one the runtime knows', () => {
    for (const state of ['AL', 'AK', 'AZ', 'HI', 'IN', 'MI', 'ID', 'PR', 'GU', 'VI', 'AS', 'MP']) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: listingTimeZone(place('us', state)) })).not.toThrow();
    }
    for (const country of [
      'ar',
      'br',
      'ca',
      'cd',
      'cl',
      'cy',
      'ec',
      'fm',
      'gl',
      'id',
      'ki',
      'kz',
      'mh',
      'mn',
      'mx',
      'my',
      'pf',
      'pg',
      'ps',
      'pt',
      'ru',
      'ua',
      'uz',
    ]) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: listingTimeZone(place(country, null)) })).not.toThrow();
    }
  });
});

describe('responseDeadline', () => {
  it("is 2 business days in the listing's zone: an answer owed from Saturday morning in Taipei is due Tuesday morning there", () => {
    const saturdayTaipei = new Date('2025-03-07T23:00:00Z');
    expect(responseDeadline(place('tw', null, 25.033, 121.5654), saturdayTaipei).toISOString()).toBe('2025-03-10T23:00:00.000Z');
    // The same moment on a Los Angeles listing is Friday afternoon: due Tuesday afternoon, after the change to daylight time.
    expect(responseDeadline(place('us', 'CA'), saturdayTaipei).toISOString()).toBe('2025-03-11T22:00:00.000Z');
  });
});
