import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button';

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

function shouldShow(): boolean {
  if (typeof navigator === 'undefined') return false;
  return !isIosDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0) && storedChoice() === null;
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
  const [visible, setVisible] = useState(shouldShow);
  const ref = useRef<HTMLDivElement>(null);
  useReserveSpace(ref, visible);

  if (!visible) return null;
  const choose = (choice: CookieChoice) => {
    try {
      localStorage.setItem(COOKIE_CHOICE_KEY, choice);
    } catch {
      // Storage blocked: the banner still goes away for this visit.
    }
    setVisible(false);
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
