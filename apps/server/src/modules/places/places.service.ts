import type { TPlace } from '@app/shared/search/search.schema';
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
