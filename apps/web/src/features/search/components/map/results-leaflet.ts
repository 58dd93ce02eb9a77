import type { TBounds, TMapPoint } from '@app/shared/search/search.schema';
import L from 'leaflet';
import { createMap, type MapWords } from '../../../../lib/map/base-layers';
import { clusterSize, markerText, type MarkerWords } from './map-markers';

/** The visible area and zoom the map reports after every move. */
export type ResultsMapView = { bounds: TBounds; zoom: number };
/** Where the map starts or jumps to: an exact area, or a centre and zoom. */
export type MapTarget = { bounds: TBounds } | { lat: number; lng: number; zoom: number };

export type ResultsMapOptions = {
  /** The map's accessible name. */
  ariaLabel: string;
  words: MapWords;
  target: MapTarget;
  /** After every move; `byUser` is false for moves the page made (a first fit, a new place). */
  onViewChange(view: ResultsMapView, byUser: boolean): void;
  onOpenListing(id: string): void;
};

export type ResultsMapController = {
  setPoints(points: readonly TMapPoint[], words: MarkerWords): void;
  moveTo(target: MapTarget): void;
  view(): ResultsMapView;
  destroy(): void;
};

const latLngBounds = (b: TBounds) => L.latLngBounds([b.south, b.west], [b.north, b.east]);

function viewOf(map: L.Map): ResultsMapView {
  const b = map.getBounds();
  const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));
  return {
    bounds: {
      south: clamp(b.getSouth(), 90),
      west: clamp(b.getWest(), 180),
      north: clamp(b.getNorth(), 90),
      east: clamp(b.getEast(), 180),
    },
    zoom: Math.round(map.getZoom()),
  };
}

const MARKER_CLASSES =
  'rounded-full focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-secondary-dark';
const PRICE_CLASSES =
  'absolute -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-full border-2 border-white bg-primary px-2 py-0.5 text-xs font-bold text-white shadow hover:bg-primary-dark';
const CLUSTER_CLASSES =
  'flex h-full w-full items-center justify-center rounded-full border-2 border-white bg-ink/85 text-sm font-bold text-white shadow';

/** A marker as a focusable element with a name: a numbered circle for a cluster, a price tag for a listing. */
function markerIcon(point: TMapPoint, text: string) {
  const span = document.createElement('span');
  span.textContent = text;
  if (point.listing) {
    span.className = PRICE_CLASSES;
    return L.divIcon({ html: span, className: MARKER_CLASSES, iconSize: undefined, iconAnchor: [0, 0] });
  }
  const size = clusterSize(point.count);
  span.className = CLUSTER_CLASSES;
  return L.divIcon({ html: span, className: MARKER_CLASSES, iconSize: [size, size] });
}

/**
 * Draws the results map into `element`: the configured tiles or the offline basemap, and the
 * search's points. Loaded on demand: this module pulls in Leaflet and its CSS.
 * Markers are keyboard stops with names; Enter or Space opens a listing or zooms into a cluster.
 */
export function mountResultsMap(element: HTMLElement, options: ResultsMapOptions): ResultsMapController {
  const map = createMap(element, { scrollWheelZoom: true, zoomSnap: 1 }, options.words);
  element.setAttribute('aria-label', options.ariaLabel);
  let programmatic = false;
  const moveTo = (target: MapTarget) => {
    programmatic = true;
    try {
      if ('bounds' in target) map.fitBounds(latLngBounds(target.bounds), { animate: false });
      else map.setView([target.lat, target.lng], target.zoom, { animate: false });
    } finally {
      programmatic = false;
    }
  };

  map.on('moveend', () => options.onViewChange(viewOf(map), !programmatic));
  moveTo(options.target);

  const layer = L.layerGroup().addTo(map);
  const activate = (point: TMapPoint) => {
    if (point.listing) options.onOpenListing(point.listing._id);
    else map.setView([point.lat, point.lng], Math.min(map.getZoom() + 2, 18));
  };

  return {
    setPoints(points, words) {
      layer.clearLayers();
      for (const point of points) {
        const { text, name } = markerText(point, words);
        const marker = L.marker([point.lat, point.lng], { icon: markerIcon(point, text), keyboard: true, title: name, riseOnHover: true });
        marker.on('click', () => activate(point));
        marker.addTo(layer);
        const icon = marker.getElement();
        if (!icon) continue;
        icon.setAttribute('aria-label', name);
        icon.setAttribute('role', point.listing ? 'link' : 'button');
        icon.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          activate(point);
        });
      }
    },
    moveTo,
    view: () => viewOf(map),
    destroy() {
      map.remove();
    },
  };
}
