import type { TPlace } from '@app/shared/search/search.schema';
import { gazetteer } from './gazetteer';
import { resolveFromGazetteer } from './place-resolution';
import { suggestFromGazetteer } from './place-suggestions';

/**
 * Autocomplete for a location box from the offline gazetteer: the places best matching what was
 * typed, best first ("aus" → Austin, TX; "7870" → 78701 …; typos forgiven). Synchronous; the
 * gazetteer is loaded on the first call.
 */
export function suggestPlaces(query: string, limit: number): TPlace[] {
  return suggestFromGazetteer(query, limit);
}

/**
 * Reads a search box text as a place when it clearly is one ("78701", "Austin, TX", "Austin",
 * "Texas", "TX", "Lisbon", "Portugal", "New York, NY"); null for other text.
 */
export function resolvePlace(query: string): TPlace | null {
  return resolveFromGazetteer(query);
}

let zipsByCity: Map<string, string[]> | undefined;

/**
 * The US ZIP codes of a place: itself for a ZIP, those the gazetteer files under a city (by its
 * name and state), none for a state or a country (too many to be a neighbourhood). At most `limit`.
 */
export function zipsOfPlace(place: TPlace, limit = 100): string[] {
  if (place.kind === 'zip') return place.zip ? [place.zip] : [];
  if (place.kind !== 'city' || place.country !== 'us' || !place.city) return [];
  zipsByCity ??= groupZipsByCity();
  return (zipsByCity.get(`${place.city.toLowerCase()}|${place.state}`) ?? []).slice(0, limit);
}

function groupZipsByCity(): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const place of gazetteer().index.places) {
    if (place.kind !== 'zip' || !place.zip || !place.city) continue;
    const key = `${place.city.toLowerCase()}|${place.state}`;
    groups.set(key, [...(groups.get(key) ?? []), place.zip]);
  }
  return groups;
}
