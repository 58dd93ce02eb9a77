import L from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createMap } from '../../../../lib/map/base-layers';
import { useMapWords } from '../../../../lib/map/use-map-words';
import { roundPin, type TLatLng } from './coordinates';

const WHOLE_WORLD: L.LatLngExpression = [20, 0];

export type PinMapProps = { pin: TLatLng | null; onPick(pin: TLatLng): void };

/**
 * A map where a click sets the pin (loaded on demand with Leaflet), on the configured tiles or
 * the offline basemap. A circle marker, since Leaflet's default icon images break under a bundler.
 */
export default function PinMap({ pin, onPick }: PinMapProps) {
  const { t } = useTranslation('listingWizard');
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const words = useMapWords();
  const pick = useEffectEvent((lat: number, lng: number) => onPick(roundPin(lat, lng)));

  useEffect(() => {
    if (!element.current) return;
    const instance = createMap(element.current, { scrollWheelZoom: false }, words).setView(WHOLE_WORLD, 2);
    instance.on('click', (event: L.LeafletMouseEvent) => pick(event.latlng.lat, event.latlng.lng));
    map.current = instance;
    return () => {
      map.current = null;
      instance.remove();
    };
  }, [words]);

  useEffect(() => {
    const instance = map.current;
    if (!instance || !pin) return;
    const marker = L.circleMarker([pin.lat, pin.lng], {
      radius: 10,
      color: '#c41a1f',
      weight: 3,
      fillColor: '#eb262b',
      fillOpacity: 0.8,
    }).addTo(instance);
    instance.setView([pin.lat, pin.lng], Math.max(instance.getZoom(), 15));
    return () => {
      marker.remove();
    };
  }, [pin, words]);

  return (
    <div className="flex flex-col gap-1">
      <div
        ref={element}
        role="region"
        aria-label={t('location.mapLabel')}
        className="z-0 h-64 w-full overflow-hidden rounded-xl bg-surface md:h-80"
      />
      <p className="text-xs text-muted">{t('location.mapHint')}</p>
    </div>
  );
}
