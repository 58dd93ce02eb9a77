import type { ReactNode } from 'react';

/** One line of a term list: what (the term) and its value. */
export type TTermRow = readonly [term: string, value: ReactNode];

/**
 * Terms and their values as a description list (screen readers announce each pair), two columns
 * from small screens up: an offer's summary, a checkout's listing, a bank's request.
 */
export function TermList({ rows }: { rows: readonly TTermRow[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-medium text-muted">{term}</dt>
          <dd className="whitespace-pre-line break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
