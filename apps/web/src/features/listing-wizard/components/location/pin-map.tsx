import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mapTileUrl } from '../../../../lib/map/tile-url';
import { roundPin, type TLatLng } from './coordinates';

const WHOLE_WORLD: L.LatLngExpression = [20, 0];

export type PinMapProps = { pin: TLatLng | null; onPick(pin: TLatLng): void };

/**
 * An OpenStreetMap map where a click sets the pin (loaded on demand with Leaflet). When its
 * tiles cannot load (offline, blocked) it steps aside for the latitude and longitude fields.
 * A circle marker, since Leaflet's default icon images break under a bundler.
 */
export default function PinMap({ pin, onPick }: PinMapProps) {
  const { t } = useTranslation('listingWizard');
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const [failed, setFailed] = useState(false);
  const pick = useEffectEvent((lat: number, lng: number) => onPick(roundPin(lat, lng)));

  useEffect(() => {
    if (!element.current || failed) return;
    const instance = L.map(element.current, { scrollWheelZoom: false }).setView(WHOLE_WORLD, 2);
    const tiles = L.tileLayer(mapTileUrl(), { maxZoom: 19, attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' });
    tiles.once('tileerror', () => setFailed(true));
    tiles.addTo(instance);
    instance.on('click', (event: L.LeafletMouseEvent) => pick(event.latlng.lat, event.latlng.lng));
    map.current = instance;
    return () => {
      map.current = null;
      tiles.off();
      instance.remove();
    };
  }, [failed]);

  useEffect(() => {
    const instance = map.current;
    if (!instance || !pin) return;
    const marker = L.circleMarker([pin.lat, pin.lng], { radius: 10, color: '#c41a1f', weight: 3, fillColor: '#eb262b', fillOpacity: 0.8 }).addTo(instance);
    instance.setView([pin.lat, pin.lng], Math.max(instance.getZoom(), 15));
    return () => {
      marker.remove();
    };
  }, [pin, failed]);

  if (failed) {
    return (
      <p role="status" className="rounded-lg bg-surface px-3 py-2 text-sm text-muted">
        {t('location.mapFailed')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <div ref={element} role="region" aria-label={t('location.mapLabel')} className="z-0 h-64 w-full overflow-hidden rounded-xl bg-surface md:h-80" />
      <p className="text-xs text-muted">{t('location.mapHint')}</p>
    </div>
  );
}
