import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { useVirtuallyStaged, VirtuallyStagedBadge } from '../virtually-staged';

/**
 * The card's photo at a fixed 4:3 ratio (no layout shift), loaded only when scrolled near; a
 * virtually staged cover says so in its name and on a badge.
 */
export function ListingPhoto({ photo, alt }: { photo: TListingCard['photo']; alt: string }) {
  const staged = useVirtuallyStaged();
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden bg-surface">
      {photo?.virtuallyStaged && <VirtuallyStagedBadge />}
      {photo ? (
        <img
          src={photo.url}
          alt={staged.alt(photo.caption || alt, photo.virtuallyStaged)}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      ) : (
        <NoPhoto />
      )}
    </div>
  );
}

/** Drawn house for listings without photos; decorative, the address carries the meaning. */
function NoPhoto() {
  return (
    <svg aria-hidden="true" viewBox="0 0 160 120" className="h-full w-full" preserveAspectRatio="xMidYMid slice">
      <rect width="160" height="120" fill="#f6f7f9" />
      <path d="M50 62 80 38l30 24v34H50z" fill="#fdecec" />
      <path d="M44 64 80 35l36 29" fill="none" stroke="#eb262b" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="72" y="74" width="16" height="22" rx="2" fill="#ffd62a" />
    </svg>
  );
}
