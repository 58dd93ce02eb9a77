import { useId, type ReactNode } from 'react';

type ListingGroupProps = { title: string; count: number; empty: ReactNode; children: ReactNode };

/** One group of My properties: its heading with the count, then its items or its empty state. */
export function ListingGroup({ title, count, empty, children }: ListingGroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        {title} <span className="rounded-full bg-surface px-2 py-0.5 text-sm font-semibold text-muted">{count}</span>
      </h2>
      {count === 0 ? <div className="rounded-xl border border-dashed border-line p-4 text-sm text-muted sm:p-6">{empty}</div> : children}
    </section>
  );
}

/** The items of a group, one under the other. */
export function GroupList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {children}
    </ul>
  );
}
