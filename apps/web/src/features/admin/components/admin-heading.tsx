import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../ui/use-document-title';

/** An admin section's h1 (also the document title) and its lead line. */
export function AdminHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
      {lead && <p className="mt-2 text-muted">{lead}</p>}
    </div>
  );
}
