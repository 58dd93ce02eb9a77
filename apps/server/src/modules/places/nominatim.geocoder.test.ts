import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { ConfigError, loadConfig } from '../../config';
import { gazetteerGeocoder } from './geocoder';
import { nominatimGeocoder } from './nominatim.geocoder';

/** Results as Nominatim's /search?format=jsonv2&addressdetails=1 gives them for "austin". */
const AUSTIN_RESULTS = [
  {
    place_id: 1,
    osm_type: 'relation',
    osm_id: 113314,
    lat: '30.2711286',
    lon: '-97.7436995',
    category: 'boundary',
    type: 'administrative',
    addresstype: 'city',
    name: 'Austin',
    display_name: 'Austin, Travis County, Texas, United States',
    address: {
      city: 'Austin',
      county: 'Travis County',
      state: 'Texas',
      'ISO3166-2-lvl4': 'US-TX',
      country: 'United States',
      country_code: 'us',
    },
  },
  {
    place_id: 2,
    osm_type: 'way',
    osm_id: 5,
    lat: '30.28',
    lon: '-97.73',
    category: 'highway',
    type: 'residential',
    addresstype: 'road',
    name: 'Austin Avenue',
    address: { road: 'Austin Avenue', city: 'Austin', state: 'Texas', country: 'United States', country_code: 'us' },
  },
  {
    place_id: 3,
    osm_type: 'relation',
    osm_id: 114690,
    lat: '31.2638905',
    lon: '-98.5456116',
    category: 'boundary',
    type: 'administrative',
    addresstype: 'state',
    name: 'Texas',
    address: { state: 'Texas', 'ISO3166-2-lvl4': 'US-TX', country: 'United States', country_code: 'us' },
  },
  {
    place_id: 4,
    osm_type: 'node',
    osm_id: 7,
    lat: '38.7077507',
    lon: '-9.1365919',
    category: 'place',
    type: 'postcode',
    addresstype: 'postcode',
    name: '1100-148',
    address: { postcode: '1100-148', city: 'Lisbon', country: 'Portugal', country_code: 'pt' },
  },
];

/** A small Nominatim stand-in on a loopback port: answers with `reply` and records each request. */
let reply: (res: ServerResponse) => void = (res) => res.end('[]');
const requests: IncomingMessage[] = [];
const server = createServer((req, res) => {
  requests.push(req);
  reply(res);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const { app } = await createTestApp({ geocoderUrl: baseUrl });

const json =
  (body: unknown, status = 200) =>
  (res: ServerResponse) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const failures: unknown[] = [];
const geocoder = nominatimGeocoder({
  baseUrl,
  userAgent: 'Terranest test',
  fallback: gazetteerGeocoder,
  onFailure: (error) => failures.push(error),
  timeoutMs: 300,
});

beforeEach(() => {
  requests.length = 0;
  failures.length = 0;
});

describe('nominatimGeocoder', () => {
  it('asks /search for JSON with address details, naming itself, and keeps only places, labelled as the gazetteer labels them', async () => {
    reply = json(AUSTIN_RESULTS);
    const places = await geocoder.suggest('austin', 5);
    const url = new URL(requests[0]!.url!, baseUrl);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ q: 'austin', format: 'jsonv2', addressdetails: '1', limit: '5' });
    expect(requests[0]!.headers['user-agent']).toBe('Terranest test');
    expect(places).toEqual([
      {
        id: 'nominatim:relation:113314',
        kind: 'city',
        label: 'Austin, TX',
        city: 'Austin',
        state: 'TX',
        zip: null,
        country: 'us',
        lat: 30.2711286,
        lng: -97.7436995,
      },
      {
        id: 'nominatim:relation:114690',
        kind: 'state',
        label: 'Texas',
        city: null,
        state: 'TX',
        zip: null,
        country: 'us',
        lat: 31.2638905,
        lng: -98.5456116,
      },
      {
        id: 'nominatim:node:7',
        kind: 'zip',
        label: '1100-148, Lisbon, Portugal',
        city: 'Lisbon',
        state: null,
        zip: '1100-148',
        country: 'pt',
        lat: 38.7077507,
        lng: -9.1365919,
      },
    ]);
    expect(failures).toEqual([]);
  });

  it('resolves a text to the first place found, or null when the service finds none', async () => {
    reply = json(AUSTIN_RESULTS);
    expect(await geocoder.resolve('Austin, TX')).toMatchObject({ label: 'Austin, TX' });
    reply = json([]);
    expect(await geocoder.resolve('pool with garden view')).toBeNull();
    expect(failures).toEqual([]);
  });

  it('falls back to the gazetteer when the service answers an error', async () => {
    reply = json({ error: 'overloaded' }, 503);
    expect((await geocoder.suggest('lisb', 3))[0]?.label).toBe('Lisbon, Portugal');
    expect(await geocoder.resolve('78701')).toMatchObject({ id: 'zip:78701' });
    expect(failures).toHaveLength(2);
  });

  it('falls back to the gazetteer when the reply is not Nominatim JSON', async () => {
    reply = (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    expect((await geocoder.suggest('aus', 3))[0]?.label).toBe('Austin, TX');
    expect(failures).toHaveLength(1);
  });

  it('falls back to the gazetteer when the service is too slow', async () => {
    reply = (res) => setTimeout(() => json(AUSTIN_RESULTS)(res), 1_000);
    expect((await geocoder.suggest('philadelpia', 1))[0]?.label).toBe('Philadelphia, PA');
    expect(failures).toHaveLength(1);
  });

  it('falls back to the gazetteer when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = nominatimGeocoder({
      baseUrl: `http://127.0.0.1:${port}`,
      userAgent: 'x',
      fallback: gazetteerGeocoder,
      onFailure: (error) => failures.push(error),
    });
    expect(await unreachable.resolve('Texas')).toMatchObject({ id: 'state:tx' });
    expect(failures).toHaveLength(1);
  });
});

describe('GET /api/v1/places with GEOCODER_URL set', () => {
  it('answers from the configured service, and from the gazetteer when it fails', async () => {
    reply = json(AUSTIN_RESULTS);
    const fromService = await app.inject({ method: 'GET', url: '/api/v1/places?q=austin' });
    expect(fromService.json().data.map((place: { id: string }) => place.id)).toEqual([
      'nominatim:relation:113314',
      'nominatim:relation:114690',
      'nominatim:node:7',
    ]);
    reply = json({}, 500);
    const fromGazetteer = await app.inject({ method: 'GET', url: '/api/v1/places?q=austin&limit=1' });
    expect(fromGazetteer.json()).toMatchObject({ success: true, data: [{ id: expect.stringMatching(/^city:/), label: 'Austin, TX' }] });
  });
});

describe('GEOCODER_URL', () => {
  it('is read without its trailing slash, unset when empty, and refused when not a URL', () => {
    expect(loadConfig({ GEOCODER_URL: 'https://geo.example.org/' }).geocoderUrl).toBe('https://geo.example.org');
    expect(loadConfig({ GEOCODER_URL: '' }).geocoderUrl).toBeUndefined();
    expect(() => loadConfig({ GEOCODER_URL: 'not a url' })).toThrow(ConfigError);
  });
});
