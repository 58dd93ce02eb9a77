import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapWords } from '../../../../lib/map/use-map-words';
import { MapFallback } from './map-fallback';

type PropertyMapProps = { lat: number; lng: number; address: string };

/**
 * The listing on a map. Leaflet is loaded only when the map comes on screen; if it cannot
 * load, the address list takes its place. Without tiles the map draws the offline basemap.
 */
export function PropertyMap({ lat, lng, address }: PropertyMapProps) {
  const { t } = useTranslation('property');
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(ref);
  const [failed, setFailed] = useState(false);
  const ariaLabel = t('map.label', { address });
  const words = useMapWords();

  useEffect(() => {
    const element = ref.current;
    if (!onScreen || !element || failed) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    import('./leaflet-map')
      .then(({ mountMap }) => {
        if (!cancelled) cleanup = mountMap(element, { lat, lng, label: address, ariaLabel, words });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [onScreen, failed, lat, lng, address, ariaLabel, words]);

  if (failed) return <MapFallback address={address} lat={lat} lng={lng} />;
  return <div ref={ref} role="region" aria-label={ariaLabel} className="z-0 h-72 w-full overflow-hidden rounded-xl bg-surface md:h-96" />;
}

/**
 * True once the element is on screen (at once where IntersectionObserver is missing): Leaflet, the
 * largest script a listing loads, is not fetched or run for a reader who never scrolls to the map.
 */
function useOnScreen(ref: RefObject<HTMLElement | null>) {
  const [onScreen, setOnScreen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (onScreen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setOnScreen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onScreen, ref]);
  return onScreen;
}
