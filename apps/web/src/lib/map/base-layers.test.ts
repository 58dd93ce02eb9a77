import { afterEach, describe, expect, it } from 'vitest';
import { sizedMapElement } from '../../../test/map-element';
import { createMap, type MapWords } from './base-layers';

const WORDS: MapWords = {
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  leafletTitle: 'Una biblioteca de JavaScript para mapas interactivos',
  tilesCredit: 'colaboradores de OpenStreetMap',
  outlinesCredit: 'Contornos: Natural Earth, Oficina del Censo de EE. UU.',
};

function configureTiles(url: string) {
  const meta = document.createElement('meta');
  meta.name = 'map-tiles';
  meta.content = url;
  document.head.append(meta);
}

const basemapPaths = (element: HTMLElement) => element.querySelectorAll('.leaflet-basemap-pane path');

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelector('meta[name="map-tiles"]')?.remove();
});

describe('map base layers', () => {
  it('draws the shipped vector basemap and asks for no tiles when no tile server is configured', async () => {
    const element = sizedMapElement();
    const map = createMap(element, {}, WORDS).setView([39, -98], 4);
    expect(element.querySelectorAll('img.leaflet-tile')).toHaveLength(0);
    await expect.poll(() => basemapPaths(element).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(element.querySelector('.leaflet-control-attribution')).toHaveTextContent(
      'Contornos: Natural Earth, Oficina del Censo de EE. UU.',
    );
    map.remove();
  });

  it('uses the configured tiles with their credit, and the basemap only once a tile fails', async () => {
    configureTiles('https://tiles.example.net/osm/{z}/{x}/{y}.png');
    const element = sizedMapElement();
    const map = createMap(element, {}, WORDS).setView([30.2672, -97.7431], 15);
    const tiles = [...element.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0]!.src).toMatch(/^https:\/\/tiles\.example\.net\/osm\/15\//);
    expect(element.querySelector('.leaflet-control-attribution')).toHaveTextContent('colaboradores de OpenStreetMap');
    expect(basemapPaths(element)).toHaveLength(0);

    for (const tile of tiles) tile.dispatchEvent(new Event('error'));
    expect(element.querySelectorAll('img.leaflet-tile')).toHaveLength(0);
    await expect.poll(() => basemapPaths(element).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    map.remove();
  });

  it('names its zoom buttons and credits Leaflet in the reader’s language', () => {
    const element = sizedMapElement();
    const map = createMap(element, {}, WORDS).setView([0, 0], 2);
    expect(element.querySelector('.leaflet-control-zoom-in')).toHaveAttribute('title', 'Acercar');
    expect(element.querySelector('.leaflet-control-zoom-in')).toHaveAttribute('aria-label', 'Acercar');
    expect(element.querySelector('.leaflet-control-zoom-out')).toHaveAttribute('title', 'Alejar');
    expect(element.querySelectorAll('.leaflet-control-zoom')).toHaveLength(1);
    expect(element.querySelector('.leaflet-control-attribution a[href="https://leafletjs.com"]')).toHaveAttribute(
      'title',
      WORDS.leafletTitle,
    );
    map.remove();
  });
});
