import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../../test/render';
import type { MountMapOptions } from './leaflet-map';
import { PropertyMap } from './property-map';

const mountMap = vi.hoisted(() => vi.fn<(element: HTMLElement, options: MountMapOptions) => () => void>());
vi.mock('./leaflet-map', () => ({ mountMap }));

// A function returned from beforeEach is run as a clean-up, so return nothing.
beforeEach(() => {
  mountMap.mockReset();
});

describe('property map', () => {
  it('draws the map with the listing’s pin while tiles load', async () => {
    mountMap.mockReturnValue(() => undefined);
    await renderWithApp(<PropertyMap lat={30.2672} lng={-97.7431} address="12 Oak Street, Austin, TX 78701" />);
    expect(await screen.findByRole('region', { name: 'Map of 12 Oak Street, Austin, TX 78701' })).toBeInTheDocument();
    await waitFor(() =>
      expect(mountMap).toHaveBeenCalledWith(
        expect.any(HTMLElement),
        expect.objectContaining({ lat: 30.2672, lng: -97.7431, words: expect.objectContaining({ zoomIn: 'Zoom in' }) }),
      ),
    );
  });

  it('falls back to the address, coordinates and an OpenStreetMap link when the map cannot load', async () => {
    mountMap.mockImplementation(() => {
      throw new Error('Leaflet failed');
    });
    await renderWithApp(<PropertyMap lat={30.2672} lng={-97.7431} address="12 Oak Street, Austin, TX 78701" />);
    const fallback = await screen.findByRole('status');
    expect(fallback).toHaveTextContent('12 Oak Street, Austin, TX 78701');
    expect(fallback).toHaveTextContent('30.26720, -97.74310');
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=30.267200&mlon=-97.743100#map=17/30.267200/-97.743100',
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
