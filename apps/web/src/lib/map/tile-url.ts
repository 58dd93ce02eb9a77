/**
 * The OpenStreetMap-compatible tile template ({z}/{x}/{y}) the deployment configured (MAP_TILE_URL),
 * from the page's `map-tiles` meta tag; null when none is set, and the maps draw the offline basemap.
 */
export function mapTileUrl(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="map-tiles"]')?.content || null;
}
