import { afterEach, describe, expect, it } from 'vitest';
import { sizedMapElement } from '../../../../../test/map-element';
import { mountMap } from './leaflet-map';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Leaflet map', () => {
  it('names the map and its zoom buttons, and shows the listing’s pin', () => {
    const element = sizedMapElement();
    const words = {
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      leafletTitle: 'A JavaScript library',
      tilesCredit: 'OpenStreetMap contributors',
      outlinesCredit: 'Outlines',
    };
    const unmount = mountMap(element, { lat: 30.2672, lng: -97.7431, label: '12 Oak Street', ariaLabel: 'Map of 12 Oak Street', words });
    expect(element).toHaveAttribute('aria-label', 'Map of 12 Oak Street');
    expect(element.querySelector('.leaflet-control-zoom-in')).toHaveAttribute('title', 'Zoom in');
    expect(element.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(1);
    unmount();
  });
});
