import L from 'leaflet';
import { createMap, type MapWords } from '../../../../lib/map/base-layers';

export type MountMapOptions = {
  lat: number;
  lng: number;
  /** The pin's tooltip (the address). */
  label: string;
  /** The map's accessible name. */
  ariaLabel: string;
  words: MapWords;
};

/**
 * Draws a map with the listing's pin into `element` and returns the clean-up. Loaded on demand
 * (this module pulls in Leaflet and its CSS). A circle marker rather than Leaflet's default icon,
 * whose image paths a bundler breaks.
 */
export function mountMap(element: HTMLElement, { lat, lng, label, ariaLabel, words }: MountMapOptions): () => void {
  const map = createMap(element, { scrollWheelZoom: false }, words).setView([lat, lng], 15);
  element.setAttribute('aria-label', ariaLabel);
  L.circleMarker([lat, lng], { radius: 10, color: '#c41a1f', weight: 3, fillColor: '#eb262b', fillOpacity: 0.8 })
    .bindTooltip(label)
    .addTo(map);
  return () => {
    map.remove();
  };
}
