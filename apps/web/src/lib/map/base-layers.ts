import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map-controls.css';
import { mapTileUrl } from './tile-url';

/** The map's own words, in the reader's language (see useMapWords). */
export type MapWords = {
  zoomIn: string;
  zoomOut: string;
  /** The tooltip of the Leaflet credit that prefixes the attribution. */
  leafletTitle: string;
  /** Credit for OpenStreetMap-compatible tiles. */
  tilesCredit: string;
  /** Credit for the offline basemap's outlines. */
  outlinesCredit: string;
};

const BASEMAP_PANE = 'basemap';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A Leaflet map with translated zoom buttons and attribution, drawn on the deployment's tiles
 * (MAP_TILE_URL) or, when none are configured or they fail to load (offline, blocked), on the
 * vector basemap shipped with the app. Removing the map (`map.remove()`) cleans everything up.
 */
export function createMap(element: HTMLElement, options: L.MapOptions, words: MapWords): L.Map {
  const map = L.map(element, { ...options, zoomControl: false });
  L.control.zoom({ zoomInTitle: words.zoomIn, zoomOutTitle: words.zoomOut }).addTo(map);
  map.attributionControl.setPrefix(`<a href="https://leafletjs.com" title="${escapeHtml(words.leafletTitle)}">Leaflet</a>`);
  // Below the tiles (200), so working tiles cover it; above the container's water colour.
  map.createPane(BASEMAP_PANE).style.zIndex = '150';

  const url = mapTileUrl();
  if (!url) {
    showOfflineBasemap(map, words);
    return map;
  }
  const credit = `&copy; <a href="https://www.openstreetmap.org/copyright">${escapeHtml(words.tilesCredit)}</a>`;
  const tiles = L.tileLayer(url, { maxZoom: 19, attribution: credit });
  tiles.once('tileerror', () => {
    tiles.remove();
    showOfflineBasemap(map, words);
  });
  map.once('unload', () => tiles.off());
  tiles.addTo(map);
  return map;
}

/** Loads the basemap's chunk and draws it, unless the map was removed meanwhile. */
function showOfflineBasemap(map: L.Map, words: MapWords) {
  let removed = false;
  map.once('unload', () => {
    removed = true;
  });
  import('./offline-basemap')
    .then(({ offlineBasemap, WATER }) => {
      if (removed) return;
      map.getContainer().style.background = WATER;
      offlineBasemap(BASEMAP_PANE, escapeHtml(words.outlinesCredit)).addTo(map);
    })
    // The chunk could not load (the app was redeployed meanwhile): the markers stay on the plain background.
    .catch(() => undefined);
}
