import type { TStagedPhoto } from '@app/shared/orders/media-delivery.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtuallyStaged, VirtuallyStagedBadge } from '../../../ui/virtually-staged';

type StagedPhotosProps = {
  photos: readonly TStagedPhoto[];
  /** What each photo offers beside it (the specialist's Remove while delivering). */
  actionFor?: (photo: TStagedPhoto, position: number) => ReactNode;
};

/** A virtual staging order's delivered photos, each labelled "Virtually staged" (decision 083). */
export function StagedPhotos({ photos, actionFor }: StagedPhotosProps) {
  const { t } = useTranslation('orders');
  const staged = useVirtuallyStaged();
  if (photos.length === 0) return null;
  return (
    <ul aria-label={t('stagedPhotos.heading')} className="mt-3 flex flex-wrap gap-3">
      {photos.map((photo, index) => (
        <li key={photo._id} className="flex flex-col items-start gap-1">
          <a href={photo.url} target="_blank" rel="noreferrer" className="relative block h-24 w-32 overflow-hidden rounded-lg">
            <img
              src={photo.thumbUrl ?? photo.url}
              alt={staged.alt(t('stagedPhotos.photoN', { position: index + 1 }), true)}
              loading="lazy"
              className="h-full w-full object-cover"
            />
            <VirtuallyStagedBadge className="bottom-1 left-1" />
          </a>
          {actionFor?.(photo, index + 1)}
        </li>
      ))}
    </ul>
  );
}
