import type { TMedia } from '@app/shared/media/media.schema';
import { useTranslation } from 'react-i18next';

/** The listing's video with the browser's own controls; nothing downloads until it is played. */
export function VideoPanel({ video }: { video: TMedia }) {
  const { t } = useTranslation('property');
  return (
    // Owners upload videos without caption files, so there is no track to offer.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video controls preload="metadata" aria-label={t('media.video')} className="aspect-video w-full rounded-xl bg-ink">
      <source src={video.url} type={video.contentType} />
      {t('media.videoUnsupported')}
    </video>
  );
}
