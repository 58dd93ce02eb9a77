/** A grey stand-in with a card's shape while listings load; hidden from screen readers. */
export function ListingCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-line bg-white">
      <div className="aspect-[4/3] w-full bg-surface" />
      <div className="flex flex-col gap-2 p-4">
        <div className="h-6 w-1/2 rounded bg-surface" />
        <div className="h-4 w-3/4 rounded bg-surface" />
        <div className="h-4 w-2/3 rounded bg-surface" />
      </div>
    </div>
  );
}
