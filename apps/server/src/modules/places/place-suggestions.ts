import type { TPlace } from '@app/shared/search/search.schema';
import { OTHER_LANGUAGE_WEIGHT_RATIO } from './alternate-names';
import { gazetteer, labelByName, toPlace, type Gazetteer } from './gazetteer';
import { MATCH, NO_ALTERNATE, type OnMatch } from './place-index';
import { readingsOf, satisfies, type Reading } from './place-query';
import { normalizePlaceText, typoAllowance } from './place-text';

const ZIP_PREFIX = /^\d{1,5}$/;

/** How well a place matched (a MATCH value, plus a reading's penalty) and by which of its names. */
type Found = Map<number, { quality: number; alternate: number }>;

/**
 * Autocomplete: ZIP codes by prefix, or names (English, Chinese, Spanish) by how well they match
 * (exact, prefix, a later word, then typos) and, among equals, by population (US places counted
 * more: the home market). A place found by a Chinese or Spanish name is labelled in that language.
 */
export function suggestFromGazetteer(query: string, limit: number): TPlace[] {
  const g = gazetteer();
  const digits = normalizePlaceText(query).replace(/ .*/, '');
  if (ZIP_PREFIX.test(digits)) return g.index.findZips(digits, limit).map((i) => toPlace(g.index.places[i]!));
  const found: Found = new Map();
  const readings = readingsOf(query, g.book);
  for (const reading of readings) {
    const onMatch = keeper(g, reading, found);
    if (reading.qualifiers.length === 0) g.index.findHeaviestByPrefix(reading.name, onMatch);
    else g.index.findByPrefix(reading.name, onMatch);
    matchCodes(g, reading.name, onMatch);
  }
  if (found.size < limit) {
    for (const reading of readings) g.index.findByTypo(reading.name, typoAllowance(reading.name), keeper(g, reading, found));
  }
  rankEnglishNamesakesFirst(g, found);
  return best(g, found, limit).map(({ place, label }) => toPlace(g.index.places[place]!, label));
}

/**
 * Keeps the best quality each place matched with, and the name it matched by (its English name
 * among equals: "lisb" is Lisbon before Lisboa), for the places the reading's qualifiers allow
 * (a qualifier qualifies a city or a ZIP code: "New York, NY" is the city before the state).
 */
function keeper(g: Gazetteer, reading: Reading, found: Found): OnMatch {
  const qualified = reading.qualifiers.length > 0;
  return (place, quality, alternate) => {
    const ranked = quality + reading.penalty;
    const known = found.get(place);
    const englishAmongEquals = known?.quality === ranked && alternate === NO_ALTERNATE && known.alternate !== NO_ALTERNATE;
    if (known !== undefined && known.quality <= ranked && !englishAmongEquals) return;
    const candidate = g.index.places[place]!;
    if (qualified && (candidate.kind === 'state' || candidate.kind === 'country')) return;
    if (!satisfies(candidate, reading.qualifiers)) return;
    found.set(place, { quality: ranked, alternate });
  };
}

/**
 * A whole Spanish name that is also the English name of places found ranks after them, unless its
 * place is far heavier, as resolvePlace reads it ("Canton" is Canton, MI …, then Guangzhou), and
 * is labelled in English: its Spanish label would be read as the English place ("Granada").
 */
function rankEnglishNamesakesFirst(g: Gazetteer, found: Found): void {
  const weightOf = (place: number) => g.index.places[place]!.weight;
  let heaviestEnglish = -1;
  for (const [place, { quality, alternate }] of found) {
    if (quality === MATCH.exact && alternate === NO_ALTERNATE) heaviestEnglish = Math.max(heaviestEnglish, weightOf(place));
  }
  if (heaviestEnglish < 0) return;
  for (const [place, match] of found) {
    if (
      match.quality === MATCH.exact &&
      match.alternate !== NO_ALTERNATE &&
      weightOf(place) < OTHER_LANGUAGE_WEIGHT_RATIO * heaviestEnglish
    ) {
      found.set(place, { quality: MATCH.otherLanguageExact, alternate: NO_ALTERNATE });
    }
  }
}

/** A state's two letters ("tx") or a country's other name ("usa", "uk") match it exactly (its names are in the index). */
function matchCodes(g: Gazetteer, text: string, onMatch: OnMatch): void {
  const named = g.book.readCode(text);
  if (!named) return;
  for (const state of named.states) onMatch(g.stateByCode.get(state)!, 0, NO_ALTERNATE);
  for (const country of named.countries) onMatch(g.countryByCode.get(country)!, 0, NO_ALTERNATE);
}

/** The `limit` best places with their labels, each label once per kind (GeoNames lists some places twice). */
function best(g: Gazetteer, found: Found, limit: number): { place: number; label: string }[] {
  const places = g.index.places;
  const better = (a: number, b: number) => found.get(a)!.quality - found.get(b)!.quality || places[b]!.weight - places[a]!.weight;
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
    .map((place) => ({ place, label: labelByName(g, place, found.get(place)!.alternate) }))
    .filter(({ place, label }) => {
      // The state and the country of Georgia share a label but are two places.
      const key = `${places[place]!.kind} ${label}`;
      return !seen.has(key) && Boolean(seen.add(key));
    })
    .slice(0, limit);
}
