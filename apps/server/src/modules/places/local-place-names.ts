import type { TPlaceNames } from '@app/shared/listings/listing.schema';
import { CLDR_CITY_NAMES } from './city-names.cldr';
import { CITY_NAMES, type CityNames } from './city-names.data';
import { STATE_NAMES } from './state-names.data';

type Language = keyof TPlaceNames;
const LANGUAGES: Language[] = ['zh-Hant', 'zh-Hans', 'es'];

type Tables = { cities: Map<string, CityNames>; states: Map<string, readonly string[]> };
let tables: Tables | undefined;

/** The tables the place suggestions name cities and states from, by a city's English name and where it is. */
function loadTables(): Tables {
  const cities = new Map<string, CityNames>();
  // A city in both tables is labelled by CLDR's name, as the place suggestions label it (CLDR's rows go in last).
  for (const row of [...CITY_NAMES, ...CLDR_CITY_NAMES]) cities.set(`${row[0]}|${row[1]}`, row);
  const states = new Map(STATE_NAMES.map(([code, ...names]) => [code, names] as const));
  return { cities, states };
}

/** The name a label shows: the first of a cell's names, none when the cell is empty (the English one serves). */
const first = (cell: string | undefined) => cell?.split('|')[0] || null;

/**
 * How an address's city and (US) state read in Chinese and Spanish, as the place suggestions name
 * them ("奧斯汀", "德州"); null where the tables have no name of their own (the English one serves).
 */
export function localPlaceNames(address: { city: string | null; state: string | null; country: string }): TPlaceNames {
  tables ??= loadTables();
  const where = address.country === 'us' ? (address.state ?? '') : address.country;
  const city = address.city ? tables.cities.get(`${address.city}|${where}`) : undefined;
  const state = address.country === 'us' && address.state ? tables.states.get(address.state) : undefined;
  return Object.fromEntries(
    LANGUAGES.map((language, i) => [language, { city: first(city?.[2 + i]), state: first(state?.[i]) }]),
  ) as TPlaceNames;
}
