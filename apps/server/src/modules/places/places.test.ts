import { describe, expect, it } from 'vitest';
import { ZPlace } from '@app/shared/search/search.schema';
import { resolvePlace, suggestPlaces } from './places.service';

const labels = (query: string, limit = 8) => suggestPlaces(query, limit).map((place) => place.label);

describe('suggestPlaces', () => {
  it('completes a prefix with the biggest places first: "aus" → Austin, TX, then Australia and Austria', () => {
    const found = labels('aus');
    expect(found[0]).toBe('Austin, TX');
    expect(found).toEqual(expect.arrayContaining(['Australia', 'Austria']));
  });

  it('completes a ZIP prefix in numeric order: "7870" → 78701, Austin, TX …', () => {
    const found = suggestPlaces('7870', 5);
    expect(found.map((place) => place.zip)).toEqual(['78701', '78702', '78703', '78704', '78705']);
    expect(found[0]).toMatchObject({
      id: 'zip:78701',
      kind: 'zip',
      label: '78701, Austin, TX',
      city: 'Austin',
      state: 'TX',
      country: 'us',
    });
  });

  it.each(['Austin, TX', 'austin tx', 'Austin, Texas', 'austin, t'])('reads %j as Austin in Texas', (query) => {
    expect(labels(query)[0]).toBe('Austin, TX');
  });

  it('puts the city before the state it is qualified by: "New York, NY" → the city (named as listings name it) first', () => {
    expect(labels('New York, NY')[0]).toBe('New York, NY');
  });

  it.each([
    ['austn', 'Austin, TX'],
    ['san fransisco', 'San Francisco, CA'],
    ['philadelpia', 'Philadelphia, PA'],
    ['chicgo', 'Chicago, IL'],
  ])('forgives typos: %j still finds %s', (query, label) => {
    expect(labels(query)[0]).toBe(label);
  });

  it('ignores accents and case: "São Paulo" and "SAO PAULO" find the same city', () => {
    expect(labels('São Paulo')[0]).toBe('São Paulo, Brazil');
    expect(labels('SAO PAULO')[0]).toBe('São Paulo, Brazil');
  });

  it('finds world cities and countries: "lisb" → Lisbon, Portugal; "portu" → Portugal', () => {
    const [lisbon] = suggestPlaces('lisb', 3);
    expect(lisbon).toMatchObject({ kind: 'city', label: 'Lisbon, Portugal', city: 'Lisbon', state: null, zip: null, country: 'pt' });
    expect(lisbon!.lat).toBeCloseTo(38.72, 1);
    expect(lisbon!.lng).toBeCloseTo(-9.13, 1);
    expect(suggestPlaces('portu', 3)[0]).toMatchObject({ id: 'country:pt', kind: 'country', label: 'Portugal', country: 'pt' });
  });

  it('finds states by name and by their two letters', () => {
    expect(suggestPlaces('tex', 3)[0]).toMatchObject({ id: 'state:tx', kind: 'state', label: 'Texas', state: 'TX', country: 'us' });
    expect(labels('TX', 3)[0]).toBe('Texas');
  });

  it('finds a later word of a name: "vegas" → Las Vegas, NV', () => {
    expect(labels('vegas')).toContain('Las Vegas, NV');
  });

  it('returns at most `limit` places, each once, each a valid place', () => {
    for (const limit of [1, 3, 10]) expect(suggestPlaces('san', limit)).toHaveLength(limit);
    const found = suggestPlaces('s', 10);
    expect(new Set(found.map((place) => place.label)).size).toBe(found.length);
    for (const place of found) expect(ZPlace.parse(place)).toEqual(place);
  });

  it('returns nothing when nothing is near: "qqxzv", "", "99999"', () => {
    expect(suggestPlaces('qqxzv', 8)).toEqual([]);
    expect(suggestPlaces('  ', 8)).toEqual([]);
    expect(suggestPlaces('99999', 8)).toEqual([]);
  });
});

describe('resolvePlace', () => {
  it.each([
    ['78701', 'zip', '78701, Austin, TX'],
    ['78701-1234', 'zip', '78701, Austin, TX'],
    ['Austin, TX', 'city', 'Austin, TX'],
    ['austin texas', 'city', 'Austin, TX'],
    ['Austin', 'city', 'Austin, TX'],
    ['Texas', 'state', 'Texas'],
    ['TX', 'state', 'Texas'],
    ['Lisbon', 'city', 'Lisbon, Portugal'],
    ['Portugal', 'country', 'Portugal'],
    ['New York, NY', 'city', 'New York, NY'],
    ['Portland, ME', 'city', 'Portland, ME'],
    ['sao paulo', 'city', 'São Paulo, Brazil'],
    ['Philadelpia', 'city', 'Philadelphia, PA'],
    ['USA', 'country', 'United States'],
  ])('reads %j as a %s: %s', (query, kind, label) => {
    expect(resolvePlace(query)).toMatchObject({ kind, label });
  });

  it.each(['pool with garden view', 'pools', 'modern condo', 'garden', 'house', 'new', '3 bedroom', '00000', 'luxury villa with sea view'])(
    'does not read %j as a place',
    (query) => {
      expect(resolvePlace(query)).toBeNull();
    },
  );
});
