import { afterEach, describe, expect, it, vi } from 'vitest';
import { sizedMapElement } from '../../../../../test/map-element';
import type { MarkerWords } from './map-markers';
import { mountResultsMap, type ResultsMapOptions } from './results-leaflet';

const words: MarkerWords = {
  cluster: (count) => `${count} homes here. Zoom in`,
  listing: (price) => ({ text: `$${price.amount / 100_000_000}M`, name: `Home for $${price.amount / 100}` }),
};
const LISTING_ID = '3f1c2a7e-8b4d-4c3a-9e2f-1a2b3c4d5e6f';
const POINTS = [
  { lat: 30.3, lng: -97.7, count: 42, listing: null },
  { lat: 30.26, lng: -97.74, count: 1, listing: { _id: LISTING_ID, price: { amount: 125_000_000, currency: 'USD' } } },
];

function mount(overrides: Partial<ResultsMapOptions> = {}) {
  const element = sizedMapElement(600, 400);
  const options: ResultsMapOptions = {
    ariaLabel: 'Map of the results',
    target: { bounds: { south: 30.1, west: -97.9, north: 30.4, east: -97.6 } },
    onViewChange: vi.fn(),
    words: {
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      leafletTitle: 'A JavaScript library',
      tilesCredit: 'OpenStreetMap contributors',
      outlinesCredit: 'Outlines',
    },
    onOpenListing: vi.fn(),
    ...overrides,
  };
  return { element, options, map: mountResultsMap(element, options) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('results map (Leaflet)', () => {
  it('draws clusters as numbered buttons and listings as price links, each with a name', () => {
    const { element, map } = mount();
    map.setPoints(POINTS, words);
    const markers = [...element.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];
    expect(markers.map((m) => [m.getAttribute('role'), m.getAttribute('aria-label'), m.textContent, m.tabIndex])).toEqual([
      ['button', '42 homes here. Zoom in', '42', 0],
      ['link', 'Home for $1250000', '$1.25M', 0],
    ]);
    expect(element).toHaveAttribute('aria-label', 'Map of the results');
    map.setPoints(POINTS.slice(0, 1), words);
    expect(element.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1);
    map.destroy();
  });

  it('opens a listing from its marker with Enter or a click, and zooms into a cluster as a move of the reader', () => {
    const { element, options, map } = mount();
    map.setPoints(POINTS, words);
    const [cluster, listing] = [...element.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];
    listing!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(options.onOpenListing).toHaveBeenCalledWith(LISTING_ID);

    const zoomBefore = map.view().zoom;
    vi.mocked(options.onViewChange).mockClear();
    cluster!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(map.view().zoom).toBe(zoomBefore + 2);
    expect(options.onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: zoomBefore + 2 }), true);
    map.destroy();
  });

  it('reports its own first fit as not the reader’s move, and the area it shows', () => {
    const onViewChange = vi.fn();
    const { map } = mount({ onViewChange });
    expect(onViewChange).toHaveBeenCalledWith(
      expect.objectContaining({ bounds: expect.objectContaining({ south: expect.any(Number) }) }),
      false,
    );
    map.moveTo({ lat: 40.7, lng: -74, zoom: 11 });
    expect(onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: 11 }), false);
    map.destroy();
  });
});
