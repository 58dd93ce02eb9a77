import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

type ExpandableArticleProps = {
  /** The article's anchor; opening /page#id shows it expanded. */
  id: string;
  title: string;
  /** A line above the title: a date, a category. */
  meta?: ReactNode;
  summary: string;
  moreLabel: string;
  lessLabel: string;
  children: ReactNode;
};

/**
 * A post or guide shown as title and summary, with its full text one button press away on
 * the same page: nothing to navigate to, so no link can go dead.
 */
export function ExpandableArticle({ id, title, meta, summary, moreLabel, lessLabel, children }: ExpandableArticleProps) {
  const { hash } = useLocation();
  // Until the reader toggles it, a post is open exactly when the address points at it, so
  // following a #link to it (from this page or another) shows it expanded.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? hash === `#${id}`;
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  return (
    <article id={id} aria-labelledby={titleId} className="scroll-mt-24 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      {meta && <div className="text-sm text-muted">{meta}</div>}
      <h2 id={titleId} className="mt-1 text-xl font-bold text-ink sm:text-2xl">
        {title}
      </h2>
      <p className="mt-3 leading-relaxed text-ink/90">{summary}</p>
      <div id={bodyId} hidden={!open} className="mt-6 border-t border-line pt-6">
        {children}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        aria-describedby={titleId}
        onClick={() => setToggled(!open)}
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-primary-dark hover:underline"
      >
        {open ? lessLabel : moreLabel}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
    </article>
  );
}
