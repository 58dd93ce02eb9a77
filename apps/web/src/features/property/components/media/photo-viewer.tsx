import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtuallyStaged } from '../../../../ui/virtually-staged';
import { ResponsivePhoto } from './responsive-photo';
import { usePhotoIndex } from './use-photo-index';

type PhotoViewerProps = {
  open: boolean;
  photos: TPublicListing['photos'];
  startAt: number;
  altOf(index: number): string;
  /** Called with the photo last shown, so the gallery stays on it. */
  onClose(lastIndex: number): void;
};

/** The full-screen photo viewer on a native modal <dialog>: next/previous (buttons or arrow keys), Escape closes. */
export function PhotoViewer({ open, ...rest }: PhotoViewerProps) {
  // Mounted only while open, so each opening starts at the gallery's photo.
  return open ? <OpenViewer {...rest} /> : null;
}

function OpenViewer({ photos, startAt, altOf, onClose }: Omit<PhotoViewerProps, 'open'>) {
  const { t } = useTranslation('property');
  const staged = useVirtuallyStaged();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { index, next, previous, onArrowKeys } = usePhotoIndex(photos.length, startAt);
  const photo = photos[index];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  const close = () => onClose(index);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        } else onArrowKeys(event);
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-white"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 p-3">
          <h2 id={titleId} className="text-sm font-semibold">
            {t('viewer.title', { index: index + 1, count: photos.length })}
          </h2>
          <button type="button" onClick={close} className="min-h-11 rounded-lg px-4 font-semibold hover:bg-white/10">
            {t('viewer.close')}
          </button>
        </div>
        <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-2 px-2">
          {photo && (
            <ResponsivePhoto photo={photo} alt={altOf(index)} sizes="100vw" className="max-h-full min-h-0 max-w-full object-contain" />
          )}
          {(photo?.caption || photo?.virtuallyStaged) && (
            <figcaption className="text-sm text-white/80">
              {photo.virtuallyStaged && <strong className="font-semibold text-white">{staged.label}</strong>}
              {photo.virtuallyStaged && photo.caption && ' · '}
              {photo.caption}
            </figcaption>
          )}
        </figure>
        {photos.length > 1 && (
          <div className="flex justify-between gap-4 p-3">
            <button type="button" onClick={previous} className="min-h-11 rounded-lg px-4 font-semibold hover:bg-white/10">
              <span aria-hidden="true">← </span>
              {t('viewer.previous')}
            </button>
            <button type="button" onClick={next} className="min-h-11 rounded-lg px-4 font-semibold hover:bg-white/10">
              {t('viewer.next')}
              <span aria-hidden="true"> →</span>
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
