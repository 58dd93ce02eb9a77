import type { TPlace } from '@app/shared/search/search.schema';
import { gazetteer, labelOf, toPlace, type Gazetteer } from './gazetteer';
import type { OnMatch } from './place-index';
import { readingsOf, satisfies, type Reading } from './place-query';
import { normalizePlaceText, typoAllowance } from './place-text';

const ZIP_PREFIX = /^\d{1,5}$/;

/**
 * Autocomplete: ZIP codes by prefix, or names by how well they match (exact, prefix, a later
 * word, then typos) and, among equals, by population (US places counted more: the home market).
 */
export function suggestFromGazetteer(query: string, limit: number): TPlace[] {
  const g = gazetteer();
  const digits = normalizePlaceText(query).replace(/ .*/, '');
  if (ZIP_PREFIX.test(digits)) return g.index.findZips(digits, limit).map((i) => toPlace(g.index.places[i]!));
  const found = new Map<number, number>();
  const readings = readingsOf(query, g.book);
  for (const reading of readings) {
    const onMatch = keeper(g, reading, found);
    if (reading.qualifiers.length === 0) g.index.findHeaviestByPrefix(reading.name, onMatch);
    else g.index.findByPrefix(reading.name, onMatch);
    matchCodes(g, reading.name, onMatch);
  }
  if (found.size < limit) {
    for (const reading of readings) g.index.findByTypo(reading.name, typoAllowance(reading.name.length), keeper(g, reading, found));
  }
  return best(g, found, limit).map((i) => toPlace(g.index.places[i]!));
}

/**
 * Keeps the best quality each place matched with, for the places the reading's qualifiers allow
 * (a qualifier qualifies a city or a ZIP code: "New York, NY" is the city before the state).
 */
function keeper(g: Gazetteer, reading: Reading, found: Map<number, number>): OnMatch {
  const qualified = reading.qualifiers.length > 0;
  return (place, quality) => {
    const ranked = quality + reading.penalty;
    const known = found.get(place);
    if (known !== undefined && known <= ranked) return;
    const candidate = g.index.places[place]!;
    if (qualified && (candidate.kind === 'state' || candidate.kind === 'country')) return;
    if (!satisfies(candidate, reading.qualifiers)) return;
    found.set(place, ranked);
  };
}

/** A state's two letters ("tx") or a country's other name ("usa", "uk") match it exactly. */
function matchCodes(g: Gazetteer, text: string, onMatch: OnMatch): void {
  const named = g.book.read(text, false);
  if (!named) return;
  for (const state of named.states) onMatch(g.stateByCode.get(state)!, 0);
  for (const country of named.countries) onMatch(g.countryByCode.get(country)!, 0);
}

/** The `limit` best places, each label once per kind (GeoNames lists some places twice). */
function best(g: Gazetteer, found: Map<number, number>, limit: number): number[] {
  const places = g.index.places;
  const better = (a: number, b: number) => found.get(a)! - found.get(b)! || places[b]!.weight - places[a]!.weight;
  // A bounded insertion keeps this linear: a one-letter query matches thousands of names.
  const keep = limit * 3;
  const top: number[] = [];
  for (const place of found.keys()) {
    if (top.length === keep && better(place, top[keep - 1]!) >= 0) continue;
    let at = top.length;
    while (at > 0 && better(place, top[at - 1]!) < 0) at--;
    top.splice(at, 0, place);
    if (top.length > keep) top.pop();
  }
  const seen = new Set<string>();
  return top
    .filter((place) => {
      // The state and the country of Georgia share a label but are two places.
      const key = `${places[place]!.kind} ${labelOf(places[place]!)}`;
      return !seen.has(key) && Boolean(seen.add(key));
    })
    .slice(0, limit);
}
