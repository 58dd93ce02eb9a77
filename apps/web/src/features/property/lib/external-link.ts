/**
 * An owner-supplied link (VR tour, 360 view) when it is a plain http(s) address, else null:
 * `javascript:`, `data:` and the like are never rendered as links.
 */
export function safeExternalUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The OpenStreetMap page for a point, the map's no-tiles fallback. */
export function openStreetMapUrl(lat: number, lng: number): string {
  const la = lat.toFixed(6);
  const ln = lng.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=17/${la}/${ln}`;
}
