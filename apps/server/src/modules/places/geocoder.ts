import type { FastifyBaseLogger } from 'fastify';
import type { TPlace } from '@app/shared/search/search.schema';
import type { AppConfig } from '../../config';
import { nominatimGeocoder } from './nominatim.geocoder';
import { resolvePlace, suggestPlaces } from './places.service';

/** Where places come from: the offline gazetteer by default, or an external geocoding service. */
export type Geocoder = {
  /** Autocomplete: the places best matching what was typed, best first, at most `limit`. */
  suggest(query: string, limit: number): Promise<TPlace[]>;
  /** The place a search box text names, or null when it is not clearly a place. */
  resolve(query: string): Promise<TPlace | null>;
};

/** The offline gazetteer (US ZIP codes, US states and cities, the world's cities and countries). */
export const gazetteerGeocoder: Geocoder = {
  suggest: async (query, limit) => suggestPlaces(query, limit),
  resolve: async (query) => resolvePlace(query),
};

/** The configured geocoder: Nominatim at GEOCODER_URL, falling back to the gazetteer, or the gazetteer. */
export function createGeocoder(config: Pick<AppConfig, 'geocoderUrl' | 'publicUrl'>, log: FastifyBaseLogger): Geocoder {
  if (!config.geocoderUrl) return gazetteerGeocoder;
  return nominatimGeocoder({
    baseUrl: config.geocoderUrl,
    // Nominatim's usage policy asks every client to name itself.
    userAgent: `Terranest (${config.publicUrl})`,
    fallback: gazetteerGeocoder,
    onFailure: (error) => log.warn({ err: error }, 'geocoder failed; answered from the gazetteer'),
  });
}
