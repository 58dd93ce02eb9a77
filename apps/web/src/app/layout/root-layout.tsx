import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { AccountSession } from '../../features/accounts/components/account-session';
import { afterPageHeading } from '../../lib/first-paint/after-heading';
import { useSession } from '../../lib/session/session-store';
import { SnackbarHost } from '../../ui/snackbar-host';
import { Spinner } from '../../ui/spinner';
import { useTrackPath } from '../guards/previous-path';
import { PopupHost } from '../popups/popup-host';
import type { RouteHandle } from '../routes/route-names';
import { chromeVisibility } from './chrome-visibility';
import { CookieBanner } from './cookie-banner';
import { Navbar } from './navbar/navbar';
import { QueryActions } from './query-actions';

// Shown a moment after each page anyway: its newsletter form, QR codes and city lists load then.
const Footer = lazy(() => import('./footer/footer').then((m) => ({ default: m.Footer })));
// The seller's offer notifications: loaded once someone is signed in, never for visitors.
const OfferNotifications = lazy(() => import('../../features/offers-dashboard/components/offer-notifications'));
// The messages' socket events and unread count: the same, for signed-in people only.
const MessageNotifications = lazy(() => import('../../features/messages/components/message-notifications'));

/** The handle of the deepest route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}

/**
 * Shows the footer a short delay after each page's main heading has appeared, so it does not flash
 * under a loading page, and its code (newsletter form, QR codes) is never requested before the page
 * has painted (issue 24's JavaScript budget). A page without a heading gets it after HEADING_WAIT_MS.
 */
function useDelayedFooter(visible: boolean, delayMs: number, pathname: string) {
  const [shownOn, setShownOn] = useState<string | null>(null);
  useEffect(() => {
    if (!visible) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterPageHeading(() => {
      // A transition: the footer renders in short slices, never holding up a tap.
      timer = setTimeout(() => startTransition(() => setShownOn(pathname)), delayMs);
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [visible, delayMs, pathname]);
  return visible && shownOn === pathname;
}

/** Fields where a person may already be typing when a page's heading appears. */
const TYPING = 'input, textarea, select, [contenteditable="true"]';

/**
 * After a move to another page, focus goes to the new page's main heading, so keyboard and screen
 * reader users start reading there instead of on the body (query-string changes, like a filter, keep
 * focus where it is). Waits up to 5 s for a page that draws its heading after loading; leaves focus
 * alone while a popup is open, when the person has already started typing on the new page, or when
 * the page has put it on one of its own headings (the offer wizard's step).
 */
function useFocusHeadingOnNavigation(pathname: string) {
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    const focusHeading = () => {
      if (document.querySelector('dialog[open]') || document.activeElement?.closest(TYPING)) return true;
      // A page that moved the focus to one of its own headings (a wizard's step) knows better.
      if (document.activeElement?.matches('h1, h2, h3') && main.contains(document.activeElement)) return true;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
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
  const { signedIn } = useSession();
  const footerShown = useDelayedFooter(chrome.footer, chrome.footerDelayMs, location.pathname);
  useTrackPath();
  useFocusHeadingOnNavigation(location.pathname);

  return (
    <div className="flex min-h-screen flex-col bg-white">
      {/* First in the tab order while it covers the bottom of the screen. */}
      <CookieBanner />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('a11y.skipToContent')}
      </a>
      {chrome.navbar && <Navbar />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {footerShown && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <SnackbarHost />
      <PopupHost />
      <AccountSession />
      {signedIn && (
        <Suspense fallback={null}>
          <OfferNotifications />
          <MessageNotifications />
        </Suspense>
      )}
      {/* The URL actions wait for their texts on their own instead of holding up the page. */}
      <Suspense fallback={null}>
        <QueryActions />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
