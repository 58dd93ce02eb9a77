import type { AlternateName } from './alternate-names';
import type { GazetteerPlace } from './gazetteer-data';
import { hasCjk, normalizePlaceText, withoutCjkSuffix } from './place-text';

/** What a qualifier ("TX", "Texas", "Portugal") allows: places in one of these states or countries. */
export type Qualifier = { states: Set<string>; countries: Set<string> };

/**
 * One way to read a query: the name typed, what must hold around it, and how far behind the
 * query's other readings it ranks (a name whose qualifier was ignored ranks after those that kept it).
 */
export type Reading = { name: string; qualifiers: Qualifier[]; penalty: number };

/** Ranks a reading that dropped the qualifiers the user typed after every reading that kept them (after any MATCH). */
const DROPPED_QUALIFIER_PENALTY = 100;
/** A trailing qualifier of "austin tx" is at most this many words ("new south wales"). */
const MAX_QUALIFIER_WORDS = 3;
/** Chinese names a place from the largest down, unspaced: 美国加州洛杉矶 has two qualifiers ahead of the city. */
const MAX_LEADING_QUALIFIERS = 2;
/** What separates a name from its qualifiers: commas, full-width and ideographic ones too. */
const COMMA = /[,，、]/;
/** Other names people give countries (normalized). */
const COUNTRY_ALIASES: Record<string, string[]> = {
  us: ['usa', 'us', 'united states of america', 'america'],
  gb: ['uk', 'great britain', 'britain', 'england', 'scotland', 'wales'],
  ae: ['uae'],
  nl: ['holland'],
};

/** The names and codes of US states and of countries (in every language), as qualifiers and as places of their own. */
export class QualifierBook {
  private readonly stateCodes = new Map<string, string>();
  private readonly stateNames: [string, string][] = [];
  private readonly countryNames: [string, string][] = [];
  private readonly countryCodes = new Set<string>();
  /** The states and countries each name (English, Chinese) names exactly. */
  private readonly exact = new Map<string, Qualifier>();
  /** The states and countries each Spanish name names, whole: its beginning would take English for it ("el re": Reino Unido). */
  private readonly spanish = new Map<string, Qualifier>();
  /** The states and countries each code or other English name names ("tx", "usa", "uk"). */
  private readonly codes = new Map<string, Qualifier>();

  constructor(places: GazetteerPlace[], alternates: AlternateName[] = []) {
    const nameOf = (place: GazetteerPlace, name: string) => {
      if (place.kind === 'state') this.stateNames.push([name, place.state!]);
      else if (place.kind === 'country') this.countryNames.push([name, place.country]);
    };
    for (const place of places) {
      if (place.kind === 'state') {
        this.stateCodes.set(place.state!.toLowerCase(), place.state!);
        qualifierIn(this.codes, place.state!.toLowerCase()).states.add(place.state!);
        nameOf(place, normalizePlaceText(place.name));
      } else if (place.kind === 'country') {
        this.countryCodes.add(place.country);
        nameOf(place, normalizePlaceText(place.name));
        for (const alias of COUNTRY_ALIASES[place.country] ?? []) {
          nameOf(place, alias);
          qualifierIn(this.codes, alias).countries.add(place.country);
        }
      }
    }
    for (const alternate of alternates) if (hasCjk(alternate.key)) nameOf(places[alternate.place]!, alternate.key);
    for (const [name, state] of this.stateNames) qualifierIn(this.exact, name).states.add(state);
    for (const [name, country] of this.countryNames) qualifierIn(this.exact, name).countries.add(country);
    for (const { place, key } of alternates) {
      if (hasCjk(key)) continue;
      const { kind, state, country } = places[place]!;
      if (kind === 'state') qualifierIn(this.spanish, key).states.add(state!);
      else if (kind === 'country') qualifierIn(this.spanish, key).countries.add(country);
    }
  }

  /** Whether `text` (normalized) names a state or a country in Spanish only ("Granada" is Grenada's Spanish name, and a city's English one). */
  namedInSpanishOnly(text: string): boolean {
    return this.spanish.has(text) && !this.exact.has(text) && !this.stateCodes.has(text);
  }

  /** The states and countries `text` (normalized) names by a code or another English name than the place's ("tx", "usa", "uk"). */
  readCode(text: string): Qualifier | null {
    return this.codes.get(text) ?? null;
  }

  /**
   * The qualifier `text` (normalized) names: a state code exactly, a state or country name
   * exactly, or, when `partial`, the beginning of one (two letters at least, or one Chinese
   * character); null if none.
   */
  read(text: string, partial: boolean): Qualifier | null {
    const code = this.stateCodes.get(text);
    const named = [this.exact.get(text), this.spanish.get(text)];
    const states = new Set(named.flatMap((qualifier) => [...(qualifier?.states ?? [])]));
    const countries = new Set(named.flatMap((qualifier) => [...(qualifier?.countries ?? [])]));
    if (partial && text.length >= (hasCjk(text) ? 1 : 2)) {
      for (const [name, state] of this.stateNames) if (name.startsWith(text)) states.add(state);
      for (const [name, country] of this.countryNames) if (name.startsWith(text)) countries.add(country);
    }
    if (code) states.add(code);
    return states.size + countries.size > 0 ? { states, countries } : null;
  }

  /**
   * As `read`, for the qualifier after a name, where two letters may also be a country's code
   * ("Paris, FR"; "CA" is then California or Canada).
   */
  readQualifier(text: string, partial: boolean): Qualifier | null {
    const named = this.read(text, partial);
    if (text.length !== 2 || !this.countryCodes.has(text)) return named;
    return { states: named?.states ?? new Set(), countries: new Set([...(named?.countries ?? []), text]) };
  }
}

function qualifierIn(qualifiers: Map<string, Qualifier>, name: string): Qualifier {
  let qualifier = qualifiers.get(name);
  if (!qualifier) qualifiers.set(name, (qualifier = { states: new Set(), countries: new Set() }));
  return qualifier;
}

/** Whether a place lies in what every qualifier allows. */
export function satisfies(place: GazetteerPlace, qualifiers: Qualifier[]): boolean {
  return qualifiers.every((q) => (place.state !== null && q.states.has(place.state)) || q.countries.has(place.country));
}

/**
 * The ways to read a query: "Austin, TX" as Austin in Texas (and, ranked after, as Austin
 * anywhere); "austin tx" as Austin in Texas and as a name "austin tx"; "lisbon" as itself.
 * The last qualifier may be unfinished ("austin, te") since the user is still typing. In
 * Chinese, qualifiers may also come first, unspaced ("加州洛杉矶"), and a city's 市 may be left
 * out ("台北市" is also read as "台北").
 */
export function readingsOf(query: string, book: QualifierBook): Reading[] {
  return withoutCitySuffix(readingsAsTyped(query, book));
}

function readingsAsTyped(query: string, book: QualifierBook): Reading[] {
  if (COMMA.test(query)) {
    const [name = '', ...rest] = query.split(COMMA).map(normalizePlaceText);
    const typed = rest.filter(Boolean);
    if (!name) return [];
    const qualifiers = typed.map((text, i) => book.readQualifier(text, i === typed.length - 1));
    if (typed.length === 0 || qualifiers.some((q) => q === null)) return [{ name, qualifiers: [], penalty: 0 }];
    return [
      { name, qualifiers: qualifiers as Qualifier[], penalty: 0 },
      { name, qualifiers: [], penalty: DROPPED_QUALIFIER_PENALTY },
    ];
  }
  const text = normalizePlaceText(query);
  if (!text) return [];
  const words = text.split(' ');
  const readings: Reading[] = [{ name: text, qualifiers: [], penalty: 0 }];
  for (let count = 1; count <= Math.min(MAX_QUALIFIER_WORDS, words.length - 1); count++) {
    const qualifier = book.readQualifier(words.slice(-count).join(' '), true);
    if (qualifier) readings.push({ name: words.slice(0, -count).join(' '), qualifiers: [qualifier], penalty: 0 });
  }
  if (words.length === 1 && hasCjk(text)) readings.push(...leadingQualifierReadings(text, [], book));
  return readings;
}

/** The readings of unspaced Chinese with a state or a country named ahead of the city: 日本东京, 美国加州洛杉矶. */
function leadingQualifierReadings(text: string, qualifiers: Qualifier[], book: QualifierBook): Reading[] {
  if (qualifiers.length === MAX_LEADING_QUALIFIERS) return [];
  const readings: Reading[] = [];
  for (let length = 1; length < text.length; length++) {
    const qualifier = book.read(text.slice(0, length), false);
    if (!qualifier) continue;
    const reading = { name: text.slice(length), qualifiers: [...qualifiers, qualifier], penalty: 0 };
    readings.push(reading, ...leadingQualifierReadings(reading.name, reading.qualifiers, book));
  }
  return readings;
}

/** Each reading of a Chinese city name ending in 市 (台北市) once more without it (台北). */
function withoutCitySuffix(readings: Reading[]): Reading[] {
  return readings.flatMap((reading) => {
    const name = withoutCjkSuffix(reading.name, '市');
    return name ? [reading, { ...reading, name }] : [reading];
  });
}
