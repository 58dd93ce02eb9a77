import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { AccountSession } from '../../features/accounts/components/account-session';
import { SnackbarHost } from '../../ui/snackbar-host';
import { Spinner } from '../../ui/spinner';
import { useTrackPath } from '../guards/previous-path';
import { PopupHost } from '../popups/popup-host';
import type { RouteHandle } from '../routes/route-names';
import { chromeVisibility } from './chrome-visibility';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer/footer';
import { Navbar } from './navbar/navbar';
import { QueryActions } from './query-actions';

/** The handle of the deepest route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}

/** Shows the footer only after a short delay on each page, so it does not flash under a loading page. */
function useDelayedFooter(visible: boolean, delayMs: number, pathname: string) {
  const [shownOn, setShownOn] = useState<string | null>(null);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setShownOn(pathname), delayMs);
    return () => clearTimeout(timer);
  }, [visible, delayMs, pathname]);
  return visible && shownOn === pathname;
}

export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-primary" role="status">
      <Spinner />
      <span className="sr-only">{t('status.loading')}</span>
    </div>
  );
}

/** The frame of every page: skip link, navbar, the page, footer, banners and popups. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const handle = useRouteHandle();
  const chrome = chromeVisibility(location.pathname, handle.name);
  const footerShown = useDelayedFooter(chrome.footer, chrome.footerDelayMs, location.pathname);
  useTrackPath();

  return (
    <div className="flex min-h-screen flex-col bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        {t('a11y.skipToContent')}
      </a>
      {chrome.navbar && <Navbar />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {footerShown && <Footer />}
      <CookieBanner />
      <SnackbarHost />
      <PopupHost />
      <AccountSession />
      {/* The URL actions wait for their texts on their own instead of holding up the page. */}
      <Suspense fallback={null}>
        <QueryActions />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
