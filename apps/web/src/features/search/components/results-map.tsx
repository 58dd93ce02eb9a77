import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import type { TBounds, TPlace, TSearchCriteria } from '@app/shared/search/search.schema';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatCompactMoney, formatMoney } from '../../../lib/format/format-money';
import { useLocaleTag } from '../../../lib/i18n/use-locale-tag';
import { useMapWords } from '../../../lib/map/use-map-words';
import { Checkbox } from '../../../ui/field';
import { useMapPoints, type MapView } from '../api/search-map';
import type { MarkerWords } from './map/map-markers';
import type { MapTarget, ResultsMapController } from './map/results-leaflet';

type ResultsMapProps = {
  criteria: TSearchCriteria;
  /** The place the search was read as (centres the map). */
  place: TPlace | null;
  /** The page's cards: the map fits them when there is neither an area nor a place. */
  cards: readonly TListingCard[];
  /** The first results are in: the map can choose where to start. */
  ready: boolean;
  /** Search inside this area ("search as I move the map"), or anywhere again (undefined); `moved` for map moves. */
  onSearchArea(bounds: TBounds | undefined, moved: boolean): void;
};

const ZOOM_BY_KIND: Record<TPlace['kind'], number> = { zip: 12, city: 11, state: 6, country: 5 };
const WORLD: MapTarget = { lat: 39.8, lng: -98.6, zoom: 4 };

/** Where the map starts: the searched area, else the place, else around the cards, else the US. */
function startTarget(criteria: TSearchCriteria, place: TPlace | null, cards: readonly TListingCard[]): MapTarget {
  if (criteria.bounds) return { bounds: criteria.bounds };
  if (place) return { lat: place.lat, lng: place.lng, zoom: ZOOM_BY_KIND[place.kind] };
  if (cards.length === 0) return WORLD;
  const lats = cards.map((card) => card.location.coordinates[1]);
  const lngs = cards.map((card) => card.location.coordinates[0]);
  const bounds = { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
  if (bounds.north - bounds.south < 0.01 && bounds.east - bounds.west < 0.01) return { lat: lats[0]!, lng: lngs[0]!, zoom: 13 };
  return { bounds };
}

/** The criteria the map asks with: the map's own area replaces any searched one. */
function withoutArea({ bounds: _bounds, ...criteria }: TSearchCriteria): TSearchCriteria {
  return criteria;
}

/**
 * The results on a map: clusters as numbered circles, single listings as price tags that open the
 * listing. Leaflet loads only once results are in. Without tiles (offline) the markers stay on a
 * plain background with a short note. "Search as I move the map" puts the visible area in the search.
 */
export function ResultsMap({ criteria, place, cards, ready, onSearchArea }: ResultsMapProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<ResultsMapController | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const searchAsMove = criteria.bounds !== undefined;
  const points = useMapPoints(withoutArea(criteria), view);

  // What the Leaflet callbacks and the first fit read, kept current without remounting the map.
  const latest = useRef({ searchAsMove, onSearchArea, navigate, target: startTarget(criteria, place, cards), placeId: place?.id });
  useEffect(() => {
    latest.current = { ...latest.current, searchAsMove, onSearchArea, navigate, target: startTarget(criteria, place, cards) };
  });

  const ariaLabel = t('map.label');
  const mapWords = useMapWords();
  useEffect(() => {
    const element = ref.current;
    if (!ready || !element) return;
    let controller: ResultsMapController | undefined;
    let cancelled = false;
    import('./map/results-leaflet')
      .then(({ mountResultsMap }) => {
        if (cancelled) return;
        controller = mountResultsMap(element, {
          ariaLabel,
          words: mapWords,
          target: latest.current.target,
          onViewChange: (next, byUser) => {
            setView(next);
            if (byUser && latest.current.searchAsMove) latest.current.onSearchArea(next.bounds, true);
          },
          onOpenListing: (id) => void latest.current.navigate(`/listings/${id}`),
        });
        setMap(controller);
        setView(controller.view());
      })
      .catch(() => setUnavailable(true));
    return () => {
      cancelled = true;
      controller?.destroy();
      setMap(null);
    };
  }, [ready, ariaLabel, mapWords]);

  // A new place (a new search typed in) moves the map there, unless the search is tied to an area.
  const placeId = place?.id;
  useEffect(() => {
    if (!map || placeId === latest.current.placeId) return;
    latest.current.placeId = placeId;
    if (!latest.current.searchAsMove && placeId !== undefined) map.moveTo(latest.current.target);
  }, [map, placeId]);

  const locale = useLocaleTag();
  useEffect(() => {
    if (!map || !points.data) return;
    const words: MarkerWords = {
      cluster: (count) => t('map.cluster', { count }),
      // The pin's name starts with the short price it shows, so saying what is seen finds it (WCAG 2.5.3).
      listing: (price) => {
        const text = formatCompactMoney(price, locale);
        return { text, name: t('map.listing', { short: text, price: formatMoney(price, locale) }) };
      },
    };
    map.setPoints(points.data.points, words);
  }, [map, points.data, t, locale]);

  return (
    <div className="flex h-full flex-col gap-2">
      <Checkbox
        label={t('map.searchAsMove')}
        checked={searchAsMove}
        disabled={!view}
        onChange={(event) => onSearchArea(event.target.checked && view ? view.bounds : undefined, false)}
      />
      {points.isError && (
        <p role="alert" className="text-xs font-medium text-primary-dark">
          {t('map.pointsFailed')}
        </p>
      )}
      {unavailable ? (
        <p role="status" className="rounded-xl border border-line bg-surface p-4 text-sm text-muted">
          {t('map.unavailable')}
        </p>
      ) : (
        <div
          ref={ref}
          role="region"
          aria-label={ariaLabel}
          aria-busy={points.isFetching}
          className="z-0 min-h-80 w-full flex-1 overflow-hidden rounded-xl border border-line bg-surface"
        />
      )}
    </div>
  );
}
