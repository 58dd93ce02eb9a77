import { useId, type ReactNode } from 'react';

type SectionCardProps = { title: string; description?: ReactNode; tone?: 'default' | 'danger'; children: ReactNode };

/** A titled card grouping one topic of an account section. */
export function SectionCard({ title, description, tone = 'default', children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-2xl border p-4 sm:p-6 ${tone === 'danger' ? 'border-primary/40' : 'border-line'}`}
    >
      <div>
        <h2 id={headingId} className={`text-lg font-bold ${tone === 'danger' ? 'text-primary-dark' : 'text-ink'}`}>
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
