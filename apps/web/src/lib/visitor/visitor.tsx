import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What a page's first render knows of the browser: its cookies and user agent. The server passes
 * the request's when it renders a page (decision 090), so its HTML and the browser's first render
 * agree; in the browser they are read from the browser itself.
 */
export type Visitor = { cookies: string; userAgent: string };

const VisitorContext = createContext<Visitor | null>(null);
export const VisitorProvider = VisitorContext.Provider;

export function useVisitor(): Visitor {
  return useContext(VisitorContext) ?? { cookies: document.cookie, userAgent: navigator.userAgent };
}

/** One cookie's value from a Cookie header or document.cookie. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const YEAR_S = 365 * 24 * 60 * 60;

/** Keeps a choice for a year in a cookie of this site, where the server reads it too (decision 090). */
export function keepCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

const noSubscription = () => () => undefined;

/**
 * False while the server renders a page and while the browser takes it over, true after (and from
 * the start when the browser renders the page itself): what only the browser knows may show then.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
