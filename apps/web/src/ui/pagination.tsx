import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The page numbers to show: always the first and last, the current one with a neighbour each
 * side, and null for a gap ("…"). 1 … 4 5 6 … 20.
 */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pages));
  // Fill a one-page gap with the page itself rather than an ellipsis.
  if (wanted.has(3) && !wanted.has(2) && pages >= 2) wanted.add(2);
  if (wanted.has(pages - 2) && !wanted.has(pages - 1) && pages >= 2) wanted.add(pages - 1);
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && n - previous > 1) result.push(null);
    result.push(n);
  }
  return result;
}

const ITEM = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold';

type PaginationProps = { current: number; pages: number; urlOf(page: number): string };

/** Page links (so every page has its own URL): Previous, numbers with the current one marked, Next. */
export function Pagination({ current, pages, urlOf }: PaginationProps) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  const step = (page: number, label: string) =>
    page >= 1 && page <= pages ? (
      <Link to={urlOf(page)} className={`${ITEM} border border-line bg-white text-ink hover:bg-surface`}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${ITEM} border border-line text-muted opacity-60`}>
        {label}
      </span>
    );
  return (
    <nav aria-label={t('pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step(current - 1, t('pagination.previous'))}</li>
        {pageWindow(current, pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={urlOf(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page })}
                className={`${ITEM} ${page === current ? 'bg-primary text-white' : 'border border-line bg-white text-ink hover:bg-surface'}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>{step(current + 1, t('pagination.next'))}</li>
      </ul>
    </nav>
  );
}
