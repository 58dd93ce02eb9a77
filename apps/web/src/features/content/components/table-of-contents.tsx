import { useId } from 'react';

type TableOfContentsProps = {
  title: string;
  entries: ReadonlyArray<{ id: string; title: string }>;
};

/** A "contents" box of in-page links to section anchors. */
export function TableOfContents({ title, entries }: TableOfContentsProps) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-5">
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted">
        {title}
      </h2>
      <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="text-ink underline decoration-line underline-offset-4 hover:text-primary-dark hover:decoration-primary"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
