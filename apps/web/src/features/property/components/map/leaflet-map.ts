import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { mapTileUrl } from '../../../../lib/map/tile-url';

export type MountMapOptions = {
  lat: number;
  lng: number;
  /** The pin's tooltip (the address). */
  label: string;
  /** The map's accessible name. */
  ariaLabel: string;
  /** Tiles could not be loaded (offline, blocked): the caller shows the address list instead. */
  onFailure(): void;
};


/**
 * Draws an OpenStreetMap map with the listing's pin into `element` and returns the clean-up.
 * Loaded on demand (this module pulls in Leaflet and its CSS). A circle marker rather than
 * Leaflet's default icon, whose image paths a bundler breaks.
 */
export function mountMap(element: HTMLElement, { lat, lng, label, ariaLabel, onFailure }: MountMapOptions): () => void {
  const map = L.map(element, { scrollWheelZoom: false }).setView([lat, lng], 15);
  element.setAttribute('aria-label', ariaLabel);
  const tiles = L.tileLayer(mapTileUrl(), { maxZoom: 19, attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' });
  tiles.once('tileerror', () => onFailure());
  tiles.addTo(map);
  L.circleMarker([lat, lng], { radius: 10, color: '#c41a1f', weight: 3, fillColor: '#eb262b', fillOpacity: 0.8 }).bindTooltip(label).addTo(map);
  return () => {
    tiles.off();
    map.remove();
  };
}
