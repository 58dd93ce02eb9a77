import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The Terms & Conditions open in a new tab (spec section 2), so reading them never loses a form. */
function opensInNewTab(to: string) {
  return to === '/terms' || to.startsWith('/terms#');
}

type ContentLinkProps = {
  to: string;
  children: ReactNode;
  className?: string;
  /** Said after the text for screen readers when the link opens a new tab. */
  newTabLabel: string;
};

/** An in-app link that follows the site's rule for which pages open in a new tab. */
export function ContentLink({ to, children, className = '', newTabLabel }: ContentLinkProps) {
  if (opensInNewTab(to)) {
    return (
      <Link to={to} target="_blank" rel="noopener" className={className}>
        {children} <span className="sr-only">({newTabLabel})</span>
      </Link>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
