import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtuallyStaged, VirtuallyStagedBadge } from '../../../../ui/virtually-staged';
import { PhotoViewer } from './photo-viewer';
import { ResponsivePhoto } from './responsive-photo';
import { usePhotoIndex } from './use-photo-index';

type PhotoGalleryProps = { photos: TPublicListing['photos']; /** Alt text base for photos without a caption. */ address: string };

/**
 * A large photo with thumbnails. On the large photo the arrow keys move between photos and
 * Enter opens the full-screen viewer; the thumbnails pick a photo.
 */
export function PhotoGallery({ photos, address }: PhotoGalleryProps) {
  const { t } = useTranslation('property');
  const { index, setIndex, onArrowKeys } = usePhotoIndex(photos.length);
  const [viewing, setViewing] = useState(false);
  const stageRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const staged = useVirtuallyStaged();
  const altOf = (i: number) => staged.alt(photos[i]?.caption || t('gallery.alt', { address, index: i + 1 }), photos[i]?.virtuallyStaged);
  const photo = photos[index];
  if (!photo) return null;

  const closeViewer = (last: number) => {
    setIndex(last);
    setViewing(false);
    stageRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      {/* The counter sits beside the button, not in it: a visible text in the button would have to be in its name (WCAG 2.5.3). */}
      <div className="relative">
        <button
          ref={stageRef}
          type="button"
          onClick={() => setViewing(true)}
          onKeyDown={onArrowKeys}
          aria-describedby={hintId}
          aria-label={t('gallery.stage', { index: index + 1, count: photos.length, alt: altOf(index) })}
          className="relative block aspect-[4/3] max-h-[36rem] w-full overflow-hidden rounded-xl bg-surface md:aspect-[16/9]"
        >
          <ResponsivePhoto
            photo={photo}
            alt={altOf(index)}
            sizes="(min-width: 900px) 66vw, 100vw"
            eager
            className="h-full w-full object-cover"
          />
          {photo.virtuallyStaged && <VirtuallyStagedBadge />}
        </button>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute bottom-2 right-2 rounded-full bg-ink/75 px-3 py-1 text-xs font-semibold text-white"
        >
          {index + 1} / {photos.length}
        </span>
      </div>
      <p id={hintId} className="sr-only">
        {t('gallery.keyboardHint')}
      </p>
      {photos.length > 1 && (
        <ul aria-label={t('gallery.thumbnails')} className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((thumb, i) => (
            <li key={`${thumb.url}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('gallery.show', { index: i + 1, alt: altOf(i) })}
                className={`block h-16 w-20 overflow-hidden rounded-md border-2 ${i === index ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                <ResponsivePhoto photo={thumb} alt="" sizes="80px" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PhotoViewer open={viewing} photos={photos} startAt={index} altOf={altOf} onClose={closeViewer} />
    </div>
  );
}
