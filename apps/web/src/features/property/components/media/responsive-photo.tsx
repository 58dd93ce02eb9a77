import type { TPublicListing } from '@app/shared/listings/listing.schema';

type Photo = TPublicListing['photos'][number];

type ResponsivePhotoProps = {
  photo: Photo;
  alt: string;
  /** The `sizes` hint for the browser's choice among the renditions. */
  sizes: string;
  className?: string;
  /** Only the photo on screen when the page opens is fetched at once; the rest wait until near. */
  eager?: boolean;
};

/**
 * A listing photo with its renditions as a srcset (thumbnail 320 px, card 640 px, full 1600 px),
 * so phones never download the full image. Demo photos without renditions use the one URL.
 */
export function ResponsivePhoto({ photo, alt, sizes, className = '', eager = false }: ResponsivePhotoProps) {
  const candidates = [photo.thumbUrl && `${photo.thumbUrl} 320w`, photo.cardUrl && `${photo.cardUrl} 640w`];
  const srcSet = candidates.some(Boolean) ? [...candidates, `${photo.url} 1600w`].filter(Boolean).join(', ') : undefined;
  return (
    <img
      src={photo.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
