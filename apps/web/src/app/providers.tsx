import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageLoading } from './layout/root-layout';

/** Everything a page needs around it: translations and the query cache. */
export function AppProviders({ i18n, queryClient, children }: { i18n: I18n; queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
