import { CLDR_CITY_NAMES } from './city-names.cldr';
import { CITY_NAMES, type CityNames } from './city-names.data';
import type { GazetteerPlace } from './gazetteer-data';
import { normalizePlaceText, withoutCjkSuffix } from './place-text';
import { STATE_NAMES } from './state-names.data';

/** The languages other than English that place names are found in. */
export type NameLanguage = 'zh-Hant' | 'zh-Hans' | 'es';
const LANGUAGES: NameLanguage[] = ['zh-Hant', 'zh-Hans', 'es'];

/** A name of a place in another language than English. */
export type AlternateName = {
  place: number;
  /** As a label shows it: "洛杉矶", "加利福尼亚州", "Japón". */
  text: string;
  /** As lookups find it: normalized, for some Chinese names without their 市 or 州 ("加利福尼亚"). */
  key: string;
  /** The languages writing it so; both Chinese scripts write many names alike (台北, 日本). */
  languages: NameLanguage[];
};

/** The other-language names of the gazetteer's places, and how a label in a language names a state or a country. */
export type PlaceNames = {
  alternates: AlternateName[];
  /** How a label names a US state (by its two letters) in `language`: 加州, 纽约州. */
  stateLabel(code: string, language: NameLanguage): string | undefined;
  /** How a label names a country (by its ISO code) in `language`: 日本, 香港, Reino Unido. */
  countryLabel(code: string, language: NameLanguage): string | undefined;
};

/**
 * A name that is both a place's English name and another place's Spanish one is the English
 * place's, unless the other is this many times heavier: "Filadelfia" is Philadelphia (not
 * Filadelfia, Paraguay), "Cantón" and "Canton" Canton, MI (not Guangzhou), "Granada" Granada,
 * Spain (not Grenada), "Roma" Roma, TX. Suggestions list both, the English places first.
 */
export const OTHER_LANGUAGE_WEIGHT_RATIO = 50;

/** Other names people give countries, beside Intl.DisplayNames' ones. */
const COUNTRY_ALIASES: Record<string, Partial<Record<NameLanguage, string[]>>> = {
  us: { es: ['EEUU'] },
  kr: { 'zh-Hant': ['韓國'] },
  au: { 'zh-Hans': ['澳洲'] },
  ae: { 'zh-Hant': ['阿聯酋'], 'zh-Hans': ['阿联酋'] },
};
const TWO_LETTERS = /^[a-z]{1,2}$/i;
/** Where a name both Chinese scripts write alike is read as Traditional Chinese; elsewhere as Simplified. */
const TRADITIONAL_CHINESE = new Set(['tw', 'hk', 'mo']);

/**
 * The names of countries (Node's Intl.DisplayNames, CLDR), US states (state-names.data.ts) and
 * cities (city-names.cldr.ts, city-names.data.ts) in Chinese and Spanish, by place. A name that
 * reads as the English one adds nothing and is left out.
 */
export function namePlaces(places: GazetteerPlace[]): PlaceNames {
  const regions: [number, GazetteerPlace][] = [];
  places.forEach((place, i) => place.kind !== 'city' && place.kind !== 'zip' && regions.push([i, place]));
  const countries = countryNames(regions.flatMap(([, place]) => (place.kind === 'country' ? [place.country] : [])));
  const states = new Map(STATE_NAMES.map(([code, ...names]) => [code, byLanguage(names)]));
  const named: { place: number; text: string; language: NameLanguage }[] = [];
  const add = (place: number, names: Names | undefined) => {
    for (const language of LANGUAGES) for (const text of names?.[language] ?? []) named.push({ place, text, language });
  };
  for (const [i, place] of regions) add(i, place.kind === 'country' ? countries.get(place.country) : states.get(place.state!));
  for (const [i, names] of citiesNamed(places)) add(i, names);
  return {
    alternates: alternatesOf(places, named),
    stateLabel: (code, language) => states.get(code)?.[language]?.[0],
    countryLabel: (code, language) => countries.get(code)?.[language]?.[0],
  };
}

/** The language a label written with `name` is in: one of its languages, Traditional Chinese for Chinese written alike in Taiwan, Hong Kong and Macao. */
export function labelLanguage(name: AlternateName, place: GazetteerPlace): NameLanguage {
  if (name.languages.length === 1) return name.languages[0]!;
  return TRADITIONAL_CHINESE.has(place.country) ? 'zh-Hant' : 'zh-Hans';
}

type Names = Partial<Record<NameLanguage, string[]>>;

function byLanguage(cells: readonly string[]): Names {
  return Object.fromEntries(LANGUAGES.map((language, i) => [language, cells[i] ? cells[i].split('|') : []]));
}

/**
 * Countries as CLDR names them in each language, the label's name first: the short name
 * ("香港", not "中国香港特别行政区") unless it is an abbreviation ("EE. UU.", "RU"), then the
 * long one. Two-letter names are left out: they would read as another country's code.
 */
function countryNames(codes: string[]): Map<string, Names> {
  const displays = LANGUAGES.map((language) => ({
    language,
    long: new Intl.DisplayNames([language], { type: 'region' }),
    short: new Intl.DisplayNames([language], { type: 'region', style: 'short' }),
  }));
  return new Map(
    codes.map((code) => {
      const names: Names = {};
      for (const { language, long, short } of displays) {
        const [full, brief] = [long.of(code.toUpperCase()), short.of(code.toUpperCase())];
        const ordered = brief && !brief.includes('.') ? [brief, full] : [full, brief];
        // Intl answers the code itself for a region it does not know.
        const usable = [...ordered, ...(COUNTRY_ALIASES[code]?.[language] ?? [])].filter(
          (name): name is string => !!name && !TWO_LETTERS.test(name),
        );
        names[language] = [...new Set(usable)];
      }
      return [code, names];
    }),
  );
}

/** The names of the cities the tables list, by place: each row names the heaviest city of its name where it says. */
function citiesNamed(places: GazetteerPlace[]): Map<number, Names> {
  const rows = new Map<string, CityNames[]>();
  for (const row of [...CLDR_CITY_NAMES, ...CITY_NAMES]) rows.set(row[0], [...(rows.get(row[0]) ?? []), row]);
  const heaviest = new Map<CityNames, number>();
  places.forEach((place, i) => {
    if (place.kind !== 'city') return;
    const where = place.country === 'us' ? place.state : place.country;
    for (const row of rows.get(place.name) ?? []) {
      const known = heaviest.get(row);
      if (row[1] === where && (known === undefined || place.weight > places[known]!.weight)) heaviest.set(row, i);
    }
  });
  const named = new Map<number, Names>();
  for (const [row, place] of heaviest) {
    const names = byLanguage(row.slice(2));
    const known = named.get(place) ?? {};
    named.set(place, Object.fromEntries(LANGUAGES.map((language) => [language, [...(known[language] ?? []), ...(names[language] ?? [])]])));
  }
  return named;
}

/**
 * Each distinct name of each place once, with the languages writing it so; then, for Chinese
 * names of cities ending in 市 and of states ending in 州, the name without it, unless that is
 * another place's name (纽约州 is not found as 纽约: that is the city).
 */
function alternatesOf(places: GazetteerPlace[], named: { place: number; text: string; language: NameLanguage }[]): AlternateName[] {
  const alternates: AlternateName[] = [];
  const byKey = new Map<string, AlternateName>();
  for (const { place, text, language } of named) {
    const key = normalizePlaceText(text);
    if (!key || key === normalizePlaceText(places[place]!.name)) continue;
    const known = byKey.get(`${place} ${key}`);
    if (known) {
      if (!known.languages.includes(language)) known.languages.push(language);
      continue;
    }
    const alternate = { place, text, key, languages: [language] };
    byKey.set(`${place} ${key}`, alternate);
    alternates.push(alternate);
  }
  const taken = new Set(alternates.map((alternate) => alternate.key));
  const shortened = alternates.flatMap((alternate) => {
    const kind = places[alternate.place]!.kind;
    const key = withoutCjkSuffix(alternate.key, kind === 'city' ? '市' : '州');
    // A city keeps three characters at least: 自由市 (Libreville) is not found as 自由 ("freedom").
    const kept = kind === 'state' || (kind === 'city' && key && key.length >= 3);
    return key && kept && !taken.has(key) ? [{ ...alternate, key }] : [];
  });
  return [...alternates, ...shortened];
}
