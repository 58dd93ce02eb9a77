import type { ReactNode } from 'react';

/** A home page section's h2 and optional lead; `id` lets the section name itself after the heading. */
export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: ReactNode }) {
  return (
    <div className="mb-6 max-w-2xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
        {title}
      </h2>
      {lead && <p className="mt-2 text-muted">{lead}</p>}
    </div>
  );
}
