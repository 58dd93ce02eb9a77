import type { TPlace } from '@app/shared/search/search.schema';
import { countryNameOf, loadGazetteer, type GazetteerPlace } from './gazetteer-data';
import { PlaceIndex } from './place-index';
import { QualifierBook } from './place-query';

/** The loaded, indexed gazetteer: its places, their lookups, and state and country qualifiers. */
export type Gazetteer = {
  index: PlaceIndex;
  book: QualifierBook;
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
  const index = new PlaceIndex(places);
  const stateByCode = new Map<string, number>();
  const countryByCode = new Map<string, number>();
  places.forEach((place, i) => {
    if (place.kind === 'state') stateByCode.set(place.state!, i);
    if (place.kind === 'country') countryByCode.set(place.country, i);
  });
  return { index, book: new QualifierBook(places), stateByCode, countryByCode };
}

/** A gazetteer place as the API shows it, labelled as it reads in a search box. */
export function toPlace(place: GazetteerPlace): TPlace {
  const { id, kind, city, state, zip, country, lat, lng } = place;
  return { id, kind, label: labelOf(place), city, state, zip, country, lat, lng };
}

/** "78701, Austin, TX", "Austin, TX", "Texas", "Lisbon, Portugal", "Portugal". */
export function labelOf(place: GazetteerPlace): string {
  const where = place.country === 'us' ? place.state : countryNameOf(place.country);
  const parts = place.kind === 'zip' ? [place.zip, place.city, where] : place.kind === 'city' ? [place.name, where] : [place.name];
  return parts.filter(Boolean).join(', ');
}
