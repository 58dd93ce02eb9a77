import type { TPlace } from '@app/shared/search/search.schema';
import { labelLanguage, namePlaces, type PlaceNames } from './alternate-names';
import { countryNameOf, loadGazetteer, type GazetteerPlace } from './gazetteer-data';
import { NO_ALTERNATE, PlaceIndex } from './place-index';
import { QualifierBook } from './place-query';

/** The loaded, indexed gazetteer: its places, their lookups, and state and country qualifiers. */
export type Gazetteer = {
  index: PlaceIndex;
  book: QualifierBook;
  /** The places' names in Chinese and Spanish, and how labels in those languages name states and countries. */
  names: PlaceNames;
  /** The place of a state (by its two letters) or a country (by its alpha-2 code). */
  stateByCode: Map<string, number>;
  countryByCode: Map<string, number>;
};

let built: Gazetteer | undefined;

/** The gazetteer, loaded and indexed on first use (a second or two, see docs/decisions/020), then kept. */
export function gazetteer(): Gazetteer {
  built ??= buildGazetteer();
  return built;
}

function buildGazetteer(): Gazetteer {
  const places = loadGazetteer();
  const names = namePlaces(places);
  const index = new PlaceIndex(places, names.alternates);
  const stateByCode = new Map<string, number>();
  const countryByCode = new Map<string, number>();
  places.forEach((place, i) => {
    if (place.kind === 'state') stateByCode.set(place.state!, i);
    if (place.kind === 'country') countryByCode.set(place.country, i);
  });
  return { index, book: new QualifierBook(places, names.alternates), names, stateByCode, countryByCode };
}

/** A gazetteer place as the API shows it, labelled as it reads in a search box. */
export function toPlace(place: GazetteerPlace, label = labelOf(place)): TPlace {
  const { id, kind, city, state, zip, country, lat, lng } = place;
  return { id, kind, label, city, state, zip, country, lat, lng };
}

/** "78701, Austin, TX", "Austin, TX", "Texas", "Lisbon, Portugal", "Portugal". */
export function labelOf(place: GazetteerPlace): string {
  const where = place.country === 'us' ? place.state : countryNameOf(place.country);
  const parts = place.kind === 'zip' ? [place.zip, place.city, where] : place.kind === 'city' ? [place.name, where] : [place.name];
  return parts.filter(Boolean).join(', ');
}

/**
 * The label of a place found by one of its names: in English for its English name, else in the
 * name's language, as the same text would be read back as the same place: "洛杉矶, 加州",
 * "東京, 日本", "Nueva York, NY" (a US state by its letters in Spanish, as in English), "Japón".
 */
export function labelByName(g: Gazetteer, place: number, alternate: number): string {
  const found = g.index.places[place]!;
  if (alternate === NO_ALTERNATE) return labelOf(found);
  const name = g.names.alternates[alternate]!;
  if (found.kind !== 'city') return name.text;
  const language = labelLanguage(name, found);
  const where =
    found.country === 'us'
      ? (language !== 'es' && g.names.stateLabel(found.state!, language)) || found.state
      : g.names.countryLabel(found.country, language) || countryNameOf(found.country);
  return `${name.text}, ${where}`;
}

/** The US ZIP code's place ("Beverly Hills, CA"), or undefined when the gazetteer has no such ZIP. */
export function usZipPlace(zip: string): string | undefined {
  const g = gazetteer();
  const [found] = g.index.findZips(zip, 1);
  const place = found === undefined ? undefined : g.index.places[found];
  if (!place || place.name !== zip || place.country !== 'us') return undefined;
  return [place.city, place.state].filter(Boolean).join(', ');
}
