import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { routes } from './app/routes/route-table';
import { prepareTakeOver, serverRenderedPage } from './app/server-render/take-over';
import { initI18n, initialLocale } from './lib/i18n/i18n';
import { appQueryClient } from './lib/query/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// The language first: it takes a ?lang= out of the address before the router reads the address.
const locale = initialLocale();
// A page the server rendered for a visitor (decision 090) is taken over as it is, not drawn again.
const server = serverRenderedPage(root, locale);
const preparing = server ? prepareTakeOver(server, routes, appQueryClient) : Promise.resolve();
// The router starts loading the page's own chunk at once, while the language's catalogs load.
const [router, i18n] = await Promise.all([preparing.then(() => createAppRouter(server?.router)), initI18n({ locale })]);
// The page's own catalogs too, so the whole page is taken over at once (no part waits, still inert).
if (server) await i18n.loadNamespaces(server.namespaces);

const app = (
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={appQueryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// Taking the page over is a transition, so it runs in short slices and a tap is not kept waiting.
if (server) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
