import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SearchLink } from './footer-links';

export const FOOTER_LINK = 'inline-flex min-h-8 items-center rounded text-sm text-white/80 hover:text-white hover:underline';
export const FOOTER_TOGGLE = 'mt-1 inline-flex min-h-8 items-center rounded text-sm font-semibold text-secondary hover:underline';

type LinkColumnProps = {
  title: string;
  links: SearchLink[];
  /** A "More" button or similar under the list. */
  after?: ReactNode;
  /** The list's id, for a button's aria-controls. */
  listId?: string;
};

/** A titled list of search links in the footer. */
export function LinkColumn({ title, links, after, listId }: LinkColumnProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-sm font-bold uppercase tracking-wide text-white">
        {title}
      </h2>
      <ul id={listId} className="flex flex-col">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={FOOTER_LINK}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {after}
    </section>
  );
}
