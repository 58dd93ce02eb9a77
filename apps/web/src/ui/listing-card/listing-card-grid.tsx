import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import type { ReactNode } from 'react';
import { ListingCard } from './listing-card';
import { ListingCardSkeleton } from './listing-card-skeleton';

type GridProps = {
  /** The grid's columns per breakpoint (Tailwind classes), as the page around it wants. */
  className: string;
};

/** Listing cards in a list, one card an item; `cardExtra` adds a line under each card's price. */
export function ListingCardGrid({
  listings,
  className,
  cardExtra,
}: GridProps & { listings: readonly TListingCard[]; cardExtra?: ((listing: TListingCard) => ReactNode) | undefined }) {
  return (
    <ul className={className}>
      {listings.map((listing) => (
        <li key={listing._id}>
          <ListingCard listing={listing} extra={cardExtra?.(listing)} />
        </li>
      ))}
    </ul>
  );
}

/** `count` card-shaped stand-ins while listings load. */
export function ListingCardGridSkeleton({ count, className }: GridProps & { count: number }) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, index) => (
        <ListingCardSkeleton key={index} />
      ))}
    </div>
  );
}
