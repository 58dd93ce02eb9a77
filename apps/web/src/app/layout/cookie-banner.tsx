import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { keepCookie, readCookie, useInBrowser, useVisitor } from '../../lib/visitor/visitor';

/** The cookie keeping the visitor's answer, read by the server too (decision 090); browsers that answered before kept it in storage. */
export const COOKIE_CHOICE_KEY = 'cookie-consent';
type CookieChoice = 'all' | 'essential';

/**
 * iPhone, iPad and iPod, including iPadOS, which reports itself as a Mac: a Mac with a touch
 * screen is an iPad. The spec shows no cookie banner on iOS.
 */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(COOKIE_CHOICE_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps the page's bottom reachable while the banner is up: the body gets bottom padding as
 * tall as the banner, so nothing on a phone stays hidden behind it.
 */
function useReserveSpace(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const reserve = () => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [ref, active]);
}

/**
 * The cookie notice: essential cookies explained, a choice that is remembered; never on iOS.
 * It sits below the sticky header (z-30) so the open mobile menu covers it, not the reverse.
 */
export function CookieBanner() {
  const { t } = useTranslation('footer');
  // While a page the server rendered is taken over, the banner is decided from what the server also
  // knew (the cookie, the user agent), so both agree; in the browser, an iPad that calls itself a
  // Mac and an answer kept in storage before the cookie count too (that answer moves into the cookie).
  const visitor = useVisitor();
  const inBrowser = useInBrowser();
  const [dismissed, setDismissed] = useState(false);
  const unanswered = readCookie(visitor.cookies, COOKIE_CHOICE_KEY) === undefined;
  const visible =
    !dismissed &&
    unanswered &&
    (inBrowser
      ? storedChoice() === null && !isIosDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0)
      : !isIosDevice(visitor.userAgent, 0));
  useEffect(() => {
    const stored = storedChoice();
    if (stored !== null) keepCookie(COOKIE_CHOICE_KEY, stored);
  }, []);
  const ref = useRef<HTMLDivElement>(null);
  useReserveSpace(ref, visible);

  if (!visible) return null;
  const choose = (choice: CookieChoice) => {
    keepCookie(COOKIE_CHOICE_KEY, choice);
    setDismissed(true);
  };

  return (
    <div
      ref={ref}
      role="region"
      aria-label={t('cookies.label')}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-sm text-ink">
          {t('cookies.text')}{' '}
          <Link to="/terms" target="_blank" rel="noopener" className="font-semibold text-primary underline underline-offset-2">
            {t('cookies.terms')}
            <span className="sr-only"> {t('newTab')}</span>
          </Link>
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => choose('essential')}>
            {t('cookies.essentialOnly')}
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={() => choose('all')}>
            {t('cookies.accept')}
          </Button>
        </div>
      </div>
    </div>
  );
}
