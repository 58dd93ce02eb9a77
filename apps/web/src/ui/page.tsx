import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

type PageProps = {
  /** The page's heading, also used for the document title. */
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  width?: 'prose' | 'wide';
};

/** The frame of a content page: one h1, an optional lead paragraph, the body. */
export function Page({ title, lead, children, width = 'wide' }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:px-6 md:py-12 ${width === 'prose' ? 'max-w-3xl' : 'max-w-6xl'}`}>
      <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
      {lead && <p className="mt-3 text-lg text-muted">{lead}</p>}
      <div className="mt-8">{children}</div>
    </div>
  );
}
