import { dehydrate, QueryClient, type DehydratedState, type FetchQueryOptions } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { LOCALE_COOKIE } from '@app/shared/constants/server-render';
import { AppProviders } from './app/providers';
import type { RouteHandle } from './app/routes/route-names';
import { routes } from './app/routes/route-table';
import { readCookie, type Visitor } from './lib/visitor/visitor';
import { setServerApi } from './lib/api/api-client';
import { initI18n, requestLocale } from './lib/i18n/i18n';
import type { LocaleId } from './lib/i18n/locales';
import { accountQueryOptions, fetchAccount } from './lib/session/get-account';
import { RenderedSession, type SessionSnapshot } from './lib/session/session-store';
import { toSessionAccount } from './lib/session/store-account';

/** What the browser needs to take over a page rendered here: the answers it showed and the router's data. */
export type ServerRenderState = {
  locale: LocaleId;
  /** The catalogs loaded to render the page: the browser loads them before taking it over, so no part of it waits. */
  namespaces: string[];
  queries: DehydratedState;
  router: Pick<StaticHandlerContext, 'loaderData' | 'actionData'>;
};

export type ServerPage = { html: string; state: ServerRenderState };

/** How long the page's API answers are awaited before it is rendered with what has come (the rest loads in the browser). */
const DATA_WAIT_MS = 1500;
/** Rounds of answers awaited: a query enabled by another's answer (the listing, then its agent) gets one more. */
const DATA_ROUNDS = 2;

/** Calls the API of the server this runs in (decision 090: the server passes its own fetch and origin). */
export function configureApi(origin: string, fetchImpl: typeof fetch) {
  setServerApi({ origin, fetch: fetchImpl });
}

/** Renders a tree to HTML once every suspended part (a page's chunk, its catalogs) has come; null when something failed. */
async function renderToHtml(tree: ReactNode, signal: AbortSignal): Promise<string | null> {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(tree, {
    signal,
    // Every part in place in the HTML: a larger part would otherwise come as a hidden copy and an
    // inline script to move it (which the content security policy would not run).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: () => {
      failed = true;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return failed ? null : html;
}

/**
 * The queries a render asked for and would fetch in a browser (enabled), by hash; not those about
 * the browser's session (`meta.session`): the session is settled before the first render.
 */
function recordWantedQueries(queryClient: QueryClient) {
  const wanted = new Map<string, FetchQueryOptions>();
  const cache = queryClient.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = (client, options, state) => {
    const query = build(client, options, state);
    const enabled = (options as { enabled?: unknown }).enabled;
    const on = typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
    const sessionOnly = (options.meta as { session?: boolean } | undefined)?.session === true;
    if (on && !sessionOnly && query.state.status === 'pending' && options.queryFn)
      wanted.set(query.queryHash, options as FetchQueryOptions);
    return query;
  };
  return wanted;
}

/**
 * Who the page is for: a visitor, or the person the request's session belongs to (the server
 * forwards the request's cookies to its API calls). A session that has ended is left to the browser.
 */
async function renderedSession(queryClient: QueryClient, signedIn: boolean): Promise<SessionSnapshot | null> {
  if (!signedIn) return { status: 'visitor', account: null };
  try {
    // The account as the browser would ask for it, from here (no cookie or storage to read: the server forwards the request's).
    const account = await queryClient.fetchQuery({ ...accountQueryOptions(), queryFn: ({ signal }) => fetchAccount(signal) });
    return { status: 'signed-in', account: toSessionAccount(account) };
  } catch {
    return null;
  }
}

/**
 * Renders one page on the server, when its route says it may be (`serverRendered` in its handle),
 * for a visitor or, with `signedIn`, for the session whose cookies the server's API calls carry:
 * the page's queries are fetched from the API here and the page rendered again with their
 * answers, so its first paint needs no JavaScript. Null for any other page, a redirect (a guard
 * sending a visitor away), or a failure: the server then sends the plain shell and the browser renders it.
 */
export async function renderPage(url: string, visitor: Visitor & { languages: string[]; signedIn: boolean }): Promise<ServerPage | null> {
  const locale = requestLocale(new URL(url), readCookie(visitor.cookies, LOCALE_COOKIE), visitor.languages);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  const deepest = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (!deepest?.serverRendered) return null;

  const signal = AbortSignal.timeout(DATA_WAIT_MS * 2);
  const i18n = await initI18n({ locale });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const session = await renderedSession(queryClient, visitor.signedIn);
  if (!session) return null;
  const wanted = recordWantedQueries(queryClient);
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = () => (
    <StrictMode>
      <RenderedSession value={session}>
        <AppProviders i18n={i18n} queryClient={queryClient} visitor={{ cookies: visitor.cookies, userAgent: visitor.userAgent }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </RenderedSession>
    </StrictMode>
  );
  let html = await renderToHtml(tree(), signal);
  for (let round = 0; html !== null && round < DATA_ROUNDS && wanted.size > 0; round += 1) {
    const fetching = [...wanted.values()].map((options) => queryClient.prefetchQuery(options));
    wanted.clear();
    await Promise.race([Promise.all(fetching), new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]);
    html = await renderToHtml(tree(), signal);
  }
  // A failed answer is not sent along (its error would not survive the trip), so the browser's first
  // render would differ from the HTML: such a page is left to the browser, which shows the failure itself.
  if (
    html === null ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;
  return {
    html,
    state: {
      locale,
      namespaces: Object.keys(i18n.store.data[i18n.language] ?? {}),
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData },
    },
  };
}
