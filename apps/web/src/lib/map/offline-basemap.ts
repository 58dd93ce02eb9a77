import type { GeometryObject, Topology } from 'topojson-specification';
import L from 'leaflet';
import { feature, mesh } from 'topojson-client';
import usStates from 'us-atlas/states-10m.json';
import worldCountries from 'world-atlas/countries-110m.json';

const countries = worldCountries as unknown as Topology<{ countries: GeometryObject }>;
const states = usStates as unknown as Topology<{ states: GeometryObject }>;

/** Quiet colours: pale land on a pale blue sea (the map's background), soft borders. */
export const WATER = '#dbe8ef';
const LAND: L.PathOptions = { stroke: false, fillColor: '#f5f2eb', fillOpacity: 1 };
const COUNTRY_BORDERS: L.PathOptions = { color: '#b5ad9c', weight: 0.8, opacity: 1, fill: false };
const STATE_BORDERS: L.PathOptions = { color: '#cbc4b4', weight: 0.6, opacity: 1, fill: false, dashArray: '3 3' };

/**
 * Country outlines (Natural Earth 1:110m, world-atlas) and US state borders (Census 1:10m, us-atlas)
 * as vector paths: the basemap shipped with the app, drawn when no tile server is configured or it
 * cannot be reached. Its own chunk: loaded only by a map that needs it.
 */
export function offlineBasemap(pane: string, attribution: string): L.LayerGroup {
  const interactive = false;
  return L.layerGroup([
    L.geoJSON(feature(countries, countries.objects.countries), { pane, interactive, style: LAND, attribution }),
    L.geoJSON(
      mesh(countries, countries.objects.countries, (a, b) => a !== b),
      { pane, interactive, style: COUNTRY_BORDERS },
    ),
    L.geoJSON(
      mesh(states, states.objects.states, (a, b) => a !== b),
      { pane, interactive, style: STATE_BORDERS },
    ),
  ]);
}
