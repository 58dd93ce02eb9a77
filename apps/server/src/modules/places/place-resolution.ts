import type { TPlace } from '@app/shared/search/search.schema';
import { OTHER_LANGUAGE_WEIGHT_RATIO } from './alternate-names';
import { gazetteer, toPlace, type Gazetteer } from './gazetteer';
import { NO_ALTERNATE } from './place-index';
import { readingsOf, satisfies, type Qualifier } from './place-query';
import { boundedEditDistance, hasCjk, normalizePlaceText, withoutCjkSuffix } from './place-text';

const ZIP = /^(\d{5})(?:-\d{4})?$/;
/** A city named alone must be at least this big to be read as a place ("Lisbon", not a word that names a hamlet). */
const MIN_POPULATION_ALONE = 5_000;
/** A misspelt city named alone must be a US city at least this big ("Philadelpia"; not "pools" for Poole, UK). */
const MIN_POPULATION_MISSPELT = 100_000;

/**
 * Reads a search box text as a place when it clearly is one: a ZIP code, a state's code or
 * name, a country, a city with its state or country ("Austin, TX", "austin texas", typos
 * forgiven), or a sizeable city alone; null for anything else ("pool with garden view"). Names
 * may be Chinese or Spanish ("洛杉矶, 加州", "台北市", "德州", "Japón"): the place is the same,
 * with its English names, which listings hold.
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
  const region = regionNamed(g, text);
  if (region !== null) return toPlace(g.index.places[region]!);
  for (const reading of readingsOf(query, g.book)) {
    if (reading.qualifiers.length === 0 || reading.penalty > 0) continue;
    const city = findCity(g, reading.name, reading.qualifiers, 0, 0);
    if (city !== null) return toPlace(g.index.places[city]!);
  }
  // 台北市 is 台北.
  for (const name of [text, withoutCjkSuffix(text, '市')]) {
    const city = name === null ? null : findCity(g, name, [], MIN_POPULATION_ALONE, MIN_POPULATION_MISSPELT);
    if (city !== null) return toPlace(g.index.places[city]!);
  }
  return null;
}

/** The state (first) or the country `text` (normalized) names, by its code or a name; null if none, or if a Spanish name is rather an English city's. */
function regionNamed(g: Gazetteer, text: string): number | null {
  const named = g.book.read(text, false);
  const state = named && [...named.states][0];
  const country = named && [...named.countries][0];
  const region = state ? g.stateByCode.get(state)! : country ? g.countryByCode.get(country)! : null;
  if (region === null || !g.book.namedInSpanishOnly(text)) return region;
  const { english } = citiesNamed(g, text, []);
  const city = english !== null && g.index.places[english]!.population >= MIN_POPULATION_ALONE ? english : null;
  return city === null || otherLanguageWins(g, region, city) ? region : null;
}

/**
 * The biggest city named `name` in what the qualifiers allow (with a qualifier, "New York" also
 * finds "New York City"), else the biggest within a typo or two of it; null when none is big enough.
 */
function findCity(
  g: Gazetteer,
  name: string,
  qualifiers: Qualifier[],
  minPopulation: number,
  minPopulationMisspelt: number,
): number | null {
  const places = g.index.places;
  const consider = considerer(g, qualifiers);
  const exact = heaviestNamed(g, name, qualifiers);
  if (exact !== null && places[exact]!.population >= minPopulation) return exact;
  // No typos are guessed in Chinese: a character is a syllable, two or three of them a whole name.
  const allowance = hasCjk(name) ? 0 : name.length >= 10 ? 2 : name.length >= 5 ? 1 : 0;
  if (allowance === 0) return null;
  // A misspelt English name first: "Visna" is Vista, CA, not Viena (Vienna).
  const misspeltByLanguage: (number | null)[] = [null, null];
  g.index.findByTypo(name, allowance, (place, _quality, alternate) => {
    const language = alternate === NO_ALTERNATE ? 0 : 1;
    if (boundedEditDistance(name, g.index.normalizedName(place, alternate), allowance) <= allowance)
      misspeltByLanguage[language] = consider(place, misspeltByLanguage[language]!);
  });
  const misspelt = misspeltByLanguage[0] ?? misspeltByLanguage[1]!;
  if (misspelt === null || places[misspelt]!.population < minPopulationMisspelt) return null;
  // Alone, a misspelt word is more likely a word than a city abroad (the home market is the US).
  return qualifiers.length > 0 || places[misspelt]!.country === 'us' ? misspelt : null;
}

/** Keeps the heavier of two cities the qualifiers allow. */
function considerer(g: Gazetteer, qualifiers: Qualifier[]) {
  return (place: number, current: number | null): number | null => {
    const candidate = g.index.places[place]!;
    if (candidate.kind !== 'city' || !satisfies(candidate, qualifiers)) return current;
    return current === null || candidate.weight > g.index.places[current]!.weight ? place : current;
  };
}

/**
 * The biggest city named exactly `name` in what the qualifiers allow: by its English name, or by
 * another language's when that city is far heavier (see OTHER_LANGUAGE_WEIGHT_RATIO).
 */
function heaviestNamed(g: Gazetteer, name: string, qualifiers: Qualifier[]): number | null {
  const { english, other } = citiesNamed(g, name, qualifiers);
  return other !== null && (english === null || otherLanguageWins(g, other, english)) ? other : english;
}

/** The biggest cities the qualifiers allow named exactly `name` in English (with a qualifier, "New York" also finds "New York City") and in another language. */
function citiesNamed(g: Gazetteer, name: string, qualifiers: Qualifier[]): { english: number | null; other: number | null } {
  const consider = considerer(g, qualifiers);
  const found: { english: number | null; other: number | null } = { english: null, other: null };
  const onMatch = (place: number, alternate: number) => {
    if (alternate === NO_ALTERNATE) found.english = consider(place, found.english);
    else found.other = consider(place, found.other);
  };
  g.index.findExact(name, onMatch);
  if (qualifiers.length > 0)
    g.index.findExact(`${name} city`, (place, alternate) => alternate === NO_ALTERNATE && onMatch(place, alternate));
  return found;
}

function otherLanguageWins(g: Gazetteer, other: number, english: number): boolean {
  return g.index.places[other]!.weight >= OTHER_LANGUAGE_WEIGHT_RATIO * g.index.places[english]!.weight;
}
