import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageLoading } from './layout/root-layout';
import { tookOver } from './server-render/take-over';
import { VisitorProvider, type Visitor } from '../lib/visitor/visitor';

type AppProvidersProps = {
  i18n: I18n;
  queryClient: QueryClient;
  /** The request's cookies and user agent, when the server renders the page (the browser's own otherwise). */
  visitor?: Visitor;
  children: ReactNode;
};

/** Everything a page needs around it: translations, the query cache, and what the first render knows of the browser. */
export function AppProviders({ i18n, queryClient, visitor, children }: AppProvidersProps) {
  // Once the app runs, a page the server rendered is the app's (its root was inert until now).
  useEffect(() => tookOver(document.getElementById('root')), []);
  return (
    <VisitorProvider value={visitor ?? null}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </QueryClientProvider>
      </I18nextProvider>
    </VisitorProvider>
  );
}
