import type { TPlace } from '@app/shared/search/search.schema';
import { z } from 'zod';
import { countryNameOf } from './gazetteer-data';
import { toPlace } from './gazetteer';
import type { Geocoder } from './geocoder';

export type NominatimOptions = {
  /** The service's base URL, without a trailing slash; `/search` is asked. */
  baseUrl: string;
  userAgent: string;
  /** Answers when the service fails (unreachable, slow, an error status, a malformed reply). */
  fallback: Geocoder;
  onFailure: (error: unknown) => void;
  timeoutMs?: number;
};

/** A search result of Nominatim's `format=jsonv2&addressdetails=1` (only what is read). */
const ZNominatimResult = z.object({
  osm_type: z.string().optional(),
  osm_id: z.number().optional(),
  place_id: z.number().optional(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  name: z.string().optional(),
  addresstype: z.string().optional(),
  address: z.record(z.string(), z.string()).default({}),
});
type NominatimResult = z.infer<typeof ZNominatimResult>;

const CITY_TYPES = new Set([
  'city',
  'town',
  'village',
  'hamlet',
  'municipality',
  'suburb',
  'borough',
  'city_district',
  'neighbourhood',
  'quarter',
]);
const DEFAULT_TIMEOUT_MS = 2_000;

/**
 * A geocoder backed by a Nominatim-compatible service (OpenStreetMap's, or one's own). Only
 * results that are places (postcodes, cities and towns, states, countries) are kept; streets,
 * buildings and shops are not. Any failure is logged and answered by the fallback.
 */
export function nominatimGeocoder(options: NominatimOptions): Geocoder {
  const ask = async (query: string, limit: number): Promise<TPlace[]> => {
    const url = new URL(`${options.baseUrl}/search`);
    url.search = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      addressdetails: '1',
      limit: String(limit),
      'accept-language': 'en',
    }).toString();
    const response = await fetch(url, {
      headers: { 'user-agent': options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const results = z.array(ZNominatimResult).parse(await response.json());
    return results.flatMap((result) => {
      const place = placeOf(result);
      return place ? [place] : [];
    });
  };
  const withFallback = async <T>(asked: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      return await asked();
    } catch (error) {
      options.onFailure(error);
      return fallback();
    }
  };
  return {
    suggest: (query, limit) =>
      withFallback(
        () => ask(query, limit),
        () => options.fallback.suggest(query, limit),
      ),
    resolve: (query) =>
      withFallback(
        async () => (await ask(query, 1))[0] ?? null,
        () => options.fallback.resolve(query),
      ),
  };
}

/** A Nominatim result as a place labelled like the gazetteer's, or null when it is not a place. */
function placeOf(result: NominatimResult): TPlace | null {
  const kind = kindOf(result.addresstype ?? '');
  const country = result.address.country_code?.toLowerCase();
  if (!kind || !country) return null;
  const address = result.address;
  const town = address.city ?? address.town ?? address.village ?? address.hamlet ?? address.municipality ?? null;
  const state = country === 'us' ? (address['ISO3166-2-lvl4']?.replace(/^US-/, '') ?? null) : null;
  const name =
    kind === 'zip'
      ? (address.postcode ?? result.name ?? '')
      : kind === 'country'
        ? countryNameOf(country)
        : (result.name ?? town ?? address.state ?? '');
  if (!name) return null;
  return toPlace({
    id: `nominatim:${result.osm_type ?? 'place'}:${result.osm_id ?? result.place_id ?? name}`,
    kind,
    name,
    city: kind === 'zip' ? town : kind === 'city' ? name : null,
    state: kind === 'country' ? null : state,
    zip: kind === 'zip' ? name : null,
    country,
    lat: result.lat,
    lng: result.lon,
    population: 0,
    weight: 0,
  });
}

function kindOf(addresstype: string): TPlace['kind'] | null {
  if (addresstype === 'postcode') return 'zip';
  if (addresstype === 'state') return 'state';
  if (addresstype === 'country') return 'country';
  return CITY_TYPES.has(addresstype) ? 'city' : null;
}
