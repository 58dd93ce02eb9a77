import { useTranslation } from 'react-i18next';
import { openStreetMapUrl } from '../../lib/external-link';

type MapFallbackProps = { address: string; lat: number; lng: number };

/** What is known without map tiles: the address, the coordinates and a link to OpenStreetMap. */
export function MapFallback({ address, lat, lng }: MapFallbackProps) {
  const { t } = useTranslation('property');
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <p className="text-sm text-muted">{t('map.unavailable')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t('map.address')}</dt>
        <dd>{address}</dd>
        <dt className="font-semibold">{t('map.coordinates')}</dt>
        <dd>
          {lat.toFixed(5)}, {lng.toFixed(5)}
        </dd>
      </dl>
      <a
        href={openStreetMapUrl(lat, lng)}
        target="_blank"
        rel="noopener noreferrer"
        className="w-fit font-semibold text-primary underline-offset-2 hover:underline"
      >
        {t('map.openInOsm')}
        <span className="sr-only"> {t('media.newTab')}</span>
      </a>
    </div>
  );
}
