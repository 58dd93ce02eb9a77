import { useId, useState } from 'react';

/** One question and its answer, as the faq catalog writes them. */
export type TFaqItem = { q: string; a: string };

function FaqEntry({ item }: { item: TFaqItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="border-b border-line last:border-b-0">
      <h3>
        <button
          type="button"
          id={`${id}-question`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 w-full items-center justify-between gap-4 py-4 text-left font-semibold text-ink hover:text-primary-dark"
        >
          <span>{item.q}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`h-5 w-5 shrink-0 transition-transform ${open ? 'rotate-45' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M10 4v12M4 10h12" strokeLinecap="round" />
          </svg>
        </button>
      </h3>
      <div id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} hidden={!open} className="pb-4 leading-relaxed text-ink/90">
        <p>{item.a}</p>
      </div>
    </div>
  );
}

/** Questions that open to their answers (the WAI-ARIA accordion pattern: heading > button). */
export function FaqAccordion({ items }: { items: TFaqItem[] }) {
  return (
    <div className="rounded-2xl border border-line bg-white px-4 sm:px-6">
      {items.map((item) => (
        <FaqEntry key={item.q} item={item} />
      ))}
    </div>
  );
}
