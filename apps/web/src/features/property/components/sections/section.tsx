import { useId, type ReactNode } from 'react';

/** A page section with its heading; sections without content are not rendered by their callers. */
export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-line py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Label and value pairs; pairs without a value are left out. */
export function FactList({ facts, label }: { facts: [string, ReactNode][]; label?: string }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-x-6 gap-y-3 md:grid-cols-3">
      {shown.map(([term, value]) => (
        <div key={term} className="flex flex-col">
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
