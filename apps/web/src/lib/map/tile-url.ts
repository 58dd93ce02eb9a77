/** OpenStreetMap's tiles: the server's default MAP_TILE_URL, used when the page names none (tests, Vite dev). */
const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The map tile template ({z}/{x}/{y}) the server allows in its CSP, from the page's `map-tiles` meta tag. */
export function mapTileUrl(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="map-tiles"]')?.content || DEFAULT_TILES;
}
