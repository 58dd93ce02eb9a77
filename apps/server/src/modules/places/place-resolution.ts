import type { TPlace } from '@app/shared/search/search.schema';
import { gazetteer, toPlace, type Gazetteer } from './gazetteer';
import { readingsOf, satisfies, type Qualifier } from './place-query';
import { boundedEditDistance, normalizePlaceText } from './place-text';

const ZIP = /^(\d{5})(?:-\d{4})?$/;
/** A city named alone must be at least this big to be read as a place ("Lisbon", not a word that names a hamlet). */
const MIN_POPULATION_ALONE = 5_000;
/** A misspelt city named alone must be a US city at least this big ("Philadelpia"; not "pools" for Poole, UK). */
const MIN_POPULATION_MISSPELT = 100_000;

/**
 * Reads a search box text as a place when it clearly is one: a ZIP code, a state's code or
 * name, a country, a city with its state or country ("Austin, TX", "austin texas", typos
 * forgiven), or a sizeable city alone; null for anything else ("pool with garden view").
 */
export function resolveFromGazetteer(query: string): TPlace | null {
  const g = gazetteer();
  const zip = ZIP.exec(query.trim())?.[1];
  if (zip) {
    const [found] = g.index.findZips(zip, 1);
    return found !== undefined && g.index.places[found]!.zip === zip ? toPlace(g.index.places[found]!) : null;
  }
  const text = normalizePlaceText(query);
  if (!text) return null;
  const named = g.book.read(text, false);
  const state = named && [...named.states][0];
  if (state) return toPlace(g.index.places[g.stateByCode.get(state)!]!);
  const country = named && [...named.countries][0];
  if (country) return toPlace(g.index.places[g.countryByCode.get(country)!]!);
  for (const reading of readingsOf(query, g.book)) {
    if (reading.qualifiers.length === 0 || reading.penalty > 0) continue;
    const city = findCity(g, reading.name, reading.qualifiers, 0, 0);
    if (city !== null) return toPlace(g.index.places[city]!);
  }
  const city = findCity(g, text, [], MIN_POPULATION_ALONE, MIN_POPULATION_MISSPELT);
  return city === null ? null : toPlace(g.index.places[city]!);
}

/**
 * The biggest city named `name` in what the qualifiers allow (with a qualifier, "New York" also
 * finds "New York City"), else the biggest within a typo or two of it; null when none is big enough.
 */
function findCity(g: Gazetteer, name: string, qualifiers: Qualifier[], minPopulation: number, minPopulationMisspelt: number): number | null {
  const places = g.index.places;
  let exact: number | null = null;
  const consider = (place: number, current: number | null) => {
    const candidate = places[place]!;
    if (candidate.kind !== 'city' || !satisfies(candidate, qualifiers)) return current;
    return current === null || candidate.weight > places[current]!.weight ? place : current;
  };
  g.index.findExact(name, (place) => (exact = consider(place, exact)));
  if (qualifiers.length > 0) g.index.findExact(`${name} city`, (place) => (exact = consider(place, exact)));
  if (exact !== null && places[exact]!.population >= minPopulation) return exact;
  const allowance = name.length >= 10 ? 2 : name.length >= 5 ? 1 : 0;
  if (allowance === 0) return null;
  let misspelt: number | null = null;
  g.index.findByTypo(name, allowance, (place) => {
    if (boundedEditDistance(name, g.index.normalizedName(place), allowance) <= allowance) misspelt = consider(place, misspelt);
  });
  if (misspelt === null || places[misspelt]!.population < minPopulationMisspelt) return null;
  // Alone, a misspelt word is more likely a word than a city abroad (the home market is the US).
  return qualifiers.length > 0 || places[misspelt]!.country === 'us' ? misspelt : null;
}
