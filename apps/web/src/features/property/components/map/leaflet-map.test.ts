import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountMap } from './leaflet-map';

/** A map container with a size (jsdom lays nothing out, and Leaflet loads no tiles into a 0×0 map). */
function sizedElement() {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: 400 });
  Object.defineProperty(element, 'clientHeight', { value: 300 });
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Leaflet map', () => {
  it('reports a failure once when an OpenStreetMap tile cannot be loaded', () => {
    const element = sizedElement();
    const onFailure = vi.fn();
    const unmount = mountMap(element, { lat: 30.2672, lng: -97.7431, label: '12 Oak Street', ariaLabel: 'Map of 12 Oak Street', onFailure });
    const tiles = [...element.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0]!.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/15\//);
    expect(element).toHaveAttribute('aria-label', 'Map of 12 Oak Street');

    for (const tile of tiles) tile.dispatchEvent(new Event('error'));
    expect(onFailure).toHaveBeenCalledTimes(1);
    unmount();
  });
});
