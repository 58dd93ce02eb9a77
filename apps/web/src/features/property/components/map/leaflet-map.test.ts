import { afterEach, describe, expect, it } from 'vitest';
import { mountMap } from './leaflet-map';

/** A map container with a size (jsdom lays nothing out). */
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
  it('names the map and its zoom buttons, and shows the listing’s pin', () => {
    const element = sizedElement();
    const words = { zoomIn: 'Zoom in', zoomOut: 'Zoom out', leafletTitle: 'A JavaScript library', tilesCredit: 'OpenStreetMap contributors', outlinesCredit: 'Outlines' };
    const unmount = mountMap(element, { lat: 30.2672, lng: -97.7431, label: '12 Oak Street', ariaLabel: 'Map of 12 Oak Street', words });
    expect(element).toHaveAttribute('aria-label', 'Map of 12 Oak Street');
    expect(element.querySelector('.leaflet-control-zoom-in')).toHaveAttribute('title', 'Zoom in');
    expect(element.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(1);
    unmount();
  });
});
