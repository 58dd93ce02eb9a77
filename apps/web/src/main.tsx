import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n, initialLocale } from './lib/i18n/i18n';
import { appQueryClient } from './lib/query/query-client';
import './styles.css';

// The language first: it takes a ?lang= out of the address before the router reads the address.
const locale = initialLocale();
// The router starts loading the page's own chunk at once, while the language's catalogs load.
const router = createAppRouter();
const i18n = await initI18n({ locale });
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={appQueryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
