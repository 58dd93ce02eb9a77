import { SERVER_RENDERED_ATTR, SERVER_STATE_ID } from '@app/shared/constants/server-render';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import type { ServerRenderState } from '../../entry-server';
import type { LocaleId } from '../../lib/i18n/locales';
import { accountQueryKey } from '../../lib/session/get-account';
import { useSessionStore } from '../../lib/session/session-store';
import { toSessionAccount } from '../../lib/session/store-account';
import type { TAccount } from '@app/shared/accounts/account.schema';

/**
 * What the server rendered into the root, when the browser can take it over: it was rendered in
 * the reader's language (a choice kept only in this browser may differ) and its state is readable.
 * Null means the browser renders the page itself.
 */
export function serverRenderedPage(root: HTMLElement, locale: LocaleId): ServerRenderState | null {
  if (root.getAttribute(SERVER_RENDERED_ATTR) !== locale) return null;
  try {
    return JSON.parse(document.getElementById(SERVER_STATE_ID)?.textContent ?? '') as ServerRenderState;
  } catch {
    return null;
  }
}

/**
 * Readies the browser to take the page over as the server rendered it: the answers the page
 * showed go into the query cache, the session is the one it was rendered for (a page rendered for
 * a signed-in person carries their account), and the page's lazy route modules are loaded before
 * the router starts (the first render must be the page, not a loading state, to match the HTML).
 */
export async function prepareTakeOver(state: ServerRenderState, routes: RouteObject[], queryClient: QueryClient) {
  hydrate(queryClient, state.queries);
  const account = queryClient.getQueryData<TAccount>(accountQueryKey);
  if (account) useSessionStore.getState().signIn(toSessionAccount(account));
  else useSessionStore.getState().signOut();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** The page is the browser's now: the root may be used (it is inert while the server's HTML waits for the app). */
export function tookOver(root: HTMLElement | null) {
  root?.removeAttribute('inert');
  root?.removeAttribute(SERVER_RENDERED_ATTR);
}
