import type { GazetteerPlace } from './gazetteer-data';
import { normalizePlaceText } from './place-text';

/** What a qualifier ("TX", "Texas", "Portugal") allows: places in one of these states or countries. */
export type Qualifier = { states: Set<string>; countries: Set<string> };

/**
 * One way to read a query: the name typed, what must hold around it, and how far behind the
 * query's other readings it ranks (a name whose qualifier was ignored ranks after those that kept it).
 */
export type Reading = { name: string; qualifiers: Qualifier[]; penalty: number };

/** Ranks a reading that dropped the qualifiers the user typed after every reading that kept them. */
const DROPPED_QUALIFIER_PENALTY = 10;
/** A trailing qualifier of "austin tx" is at most this many words ("new south wales"). */
const MAX_QUALIFIER_WORDS = 3;
/** Other names people give countries (normalized). */
const COUNTRY_ALIASES: Record<string, string[]> = {
  us: ['usa', 'us', 'united states of america', 'america'],
  gb: ['uk', 'great britain', 'britain', 'england', 'scotland', 'wales'],
  ae: ['uae'],
  nl: ['holland'],
};

/** The names and codes of US states and of countries, as qualifiers and as places of their own. */
export class QualifierBook {
  private readonly stateCodes = new Map<string, string>();
  private readonly stateNames: [string, string][] = [];
  private readonly countryNames: [string, string][] = [];
  private readonly countryCodes = new Set<string>();

  constructor(places: GazetteerPlace[]) {
    for (const place of places) {
      if (place.kind === 'state') {
        this.stateCodes.set(place.state!.toLowerCase(), place.state!);
        this.stateNames.push([normalizePlaceText(place.name), place.state!]);
      } else if (place.kind === 'country') {
        this.countryNames.push([normalizePlaceText(place.name), place.country]);
        this.countryCodes.add(place.country);
        for (const alias of COUNTRY_ALIASES[place.country] ?? []) this.countryNames.push([alias, place.country]);
      }
    }
  }

  /**
   * The qualifier `text` (normalized) names: a state code exactly, a state or country name
   * exactly, or, when `partial`, the beginning of one (two letters at least); null if none.
   */
  read(text: string, partial: boolean): Qualifier | null {
    const matches = (name: string) => name === text || (partial && text.length >= 2 && name.startsWith(text));
    const states = new Set(this.stateNames.filter(([name]) => matches(name)).map(([, code]) => code));
    const code = this.stateCodes.get(text);
    if (code) states.add(code);
    const countries = new Set(this.countryNames.filter(([name]) => matches(name)).map(([, country]) => country));
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

/** Whether a place lies in what every qualifier allows. */
export function satisfies(place: GazetteerPlace, qualifiers: Qualifier[]): boolean {
  return qualifiers.every((q) => (place.state !== null && q.states.has(place.state)) || q.countries.has(place.country));
}

/**
 * The ways to read a query: "Austin, TX" as Austin in Texas (and, ranked after, as Austin
 * anywhere); "austin tx" as Austin in Texas and as a name "austin tx"; "lisbon" as itself.
 * The last qualifier may be unfinished ("austin, te") since the user is still typing.
 */
export function readingsOf(query: string, book: QualifierBook): Reading[] {
  if (query.includes(',')) {
    const [name = '', ...rest] = query.split(',').map(normalizePlaceText);
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
  return readings;
}
