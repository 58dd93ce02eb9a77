import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { safeExternalUrl } from '../../lib/external-link';
import { PropertyMap } from '../map/property-map';
import { ExternalTourPanel } from './external-tour-panel';
import { MediaTabs, type MediaTab } from './media-tabs';
import { PhotoGallery } from './photo-gallery';
import { VideoPanel } from './video-panel';

/** What a listing or a community has to show in the media tabs. */
export type MediaSource = Pick<TPublicListing, 'photos' | 'video' | 'vrLink'> & {
  view360Link?: string | null;
  location: TPublicListing['location'] | null;
};

/** The media tabs of a listing or community, leaving out media it does not have. */
export function PropertyMedia({ media, address }: { media: MediaSource; address: string }) {
  const { t } = useTranslation('property');
  const vr = safeExternalUrl(media.vrLink);
  const view360 = safeExternalUrl(media.view360Link);
  const point = pointOf(media.location);
  const tabs: (MediaTab | false)[] = [
    media.photos.length > 0 && { id: 'photos', label: t('media.photos'), panel: <PhotoGallery photos={media.photos} address={address} /> },
    media.video !== null && { id: 'video', label: t('media.videoTab'), panel: <VideoPanel video={media.video} /> },
    vr !== null && { id: 'vr', label: t('media.vrTab'), panel: <ExternalTourPanel kind="vr" url={vr} /> },
    view360 !== null && { id: 'view360', label: t('media.view360Tab'), panel: <ExternalTourPanel kind="view360" url={view360} /> },
    point !== null && { id: 'map', label: t('media.mapTab'), panel: <PropertyMap lat={point.lat} lng={point.lng} address={address} /> },
  ];
  return <MediaTabs tabs={tabs.filter((tab): tab is MediaTab => tab !== false)} />;
}

/** Latitude and longitude of a GeoJSON point; null when missing or the unset [0, 0]. */
export function pointOf(location: TPublicListing['location'] | null) {
  if (!location) return null;
  const [lng, lat] = location.coordinates;
  return lng === 0 && lat === 0 ? null : { lat, lng };
}
