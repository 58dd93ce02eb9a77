import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../ui/use-document-title';

type PageHeadingProps = { title: string; lead?: ReactNode; actions?: ReactNode; above?: ReactNode };

/** A dashboard page's h1 (also the document title), its lead and its main buttons, which wrap on phones. */
export function PageHeading({ title, lead, actions, above }: PageHeadingProps) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-4">
      {above}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold text-ink md:text-3xl">{title}</h1>
          {lead && <p className="mt-2 text-muted">{lead}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
