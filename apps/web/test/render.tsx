import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Resource } from 'i18next';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { initI18n } from '../src/lib/i18n/i18n';
import { LOCALES, type LocaleId } from '../src/lib/i18n/locales';

const files = import.meta.glob<Record<string, unknown>>('../src/locales/*/*.json', { eager: true, import: 'default' });

/** Every catalog, keyed as i18next wants: { 'en-US': { common: {...}, ... } }. */
export function allResources(): Resource {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, catalog] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    const locale = LOCALES.find((l) => l.id === match?.[1]);
    if (!locale || !match?.[2]) continue;
    resources[locale.tag] ??= {};
    resources[locale.tag]![match[2]] = catalog;
  }
  return resources as Resource;
}

/** An i18next instance with every catalog loaded synchronously. */
export function testI18n(locale: LocaleId = 'en-us') {
  return initI18n({ locale, resources: allResources() });
}

type RenderOptions = { path?: string; locale?: LocaleId; routes?: RouteObject[] };

/**
 * Renders an element (or a route table) with translations, a fresh query cache and a
 * memory router at `path`.
 */
export async function renderWithApp(element: ReactElement | null, options: RenderOptions = {}) {
  const i18n = await testI18n(options.locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes = options.routes ?? [{ path: '*', element }];
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, i18n, queryClient };
}

/**
 * Imports the lazy pages a route-table test will open, ahead of the test: on a busy machine a
 * first import of a whole page can take longer than a test should wait for what it asserts.
 */
export async function loadRoutes(routes: RouteObject[], paths: readonly string[]) {
  for (const path of paths) {
    for (const { route } of matchRoutes(routes, path) ?? []) {
      if (typeof route.lazy === 'function') await route.lazy();
    }
  }
}
