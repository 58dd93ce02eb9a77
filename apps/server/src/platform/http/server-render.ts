import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_RENDERED_ATTR, SERVER_STATE_ID } from '@app/shared/constants/server-render';
import { isSupportedLocale, type TLocale } from '@app/shared/constants/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { hasSignedInHint } from '../auth-session/session-cookie';

/** The web app's server build (apps/web/src/entry-server.tsx), as this server uses it. */
type ServerEntry = {
  configureApi(origin: string, fetchImpl: typeof fetch): void;
  renderPage(
    url: string,
    visitor: { cookies: string; userAgent: string; languages: string[]; signedIn: boolean },
  ): Promise<{ html: string; state: { locale: string } } | null>;
};

/** A page rendered for a request: the root's HTML, its language, and the state the browser takes it over with. */
export type RenderedPage = { html: string; locale: TLocale; state: unknown };
export type PageRenderer = (request: FastifyRequest) => Promise<RenderedPage | null>;

/** A render that takes longer than this is dropped: the visitor gets the plain shell, rendered in the browser. */
const RENDER_LIMIT_MS = 3000;
/** Renders at once per process; past it, visitors get the plain shell (a crawler's burst cannot queue up the CPU). */
const MAX_RENDERS = 8;
/** The origin the rendered pages' API calls are addressed to; they never leave the process (app.inject). */
const IN_PROCESS_ORIGIN = 'http://in-process.invalid';

/**
 * The page API calls of a render, answered by the app itself in-process, as from the person asking
 * (their address, for the rate limits). A signed-in person's calls carry their cookies, so each
 * answer is what that session may see; a visitor's carry none: their page is what anyone sees.
 * A search is a POST with a JSON body (POST /properties/search): method, body and type go through.
 */
function inProcessFetch(app: FastifyInstance, current: AsyncLocalStorage<FastifyRequest>): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const contentType = new Headers(init?.headers).get('content-type');
    const request = current.getStore();
    const cookie = request && hasSignedInHint(request) ? request.headers.cookie : undefined;
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'fetch',
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(cookie ? { cookie } : {}),
      },
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: request?.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(reply.rawPayload, { status: reply.statusCode, headers });
  };
}

/**
 * Loads the web app's server build beside the browser build (apps/web/dist-server, decision 090),
 * when it is there. The renderer answers a GET of a page the app renders on the server (home,
 * Results, a listing, the listing wizard), for a visitor or a signed-in person, with its HTML, and
 * null for everything else: another page, a page that would redirect, an ended session, a failure
 * or a slow render get the shell the browser renders, as before.
 */
export async function loadPageRenderer(app: FastifyInstance, webDistDir: string): Promise<PageRenderer | undefined> {
  const file = path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  const current = new AsyncLocalStorage<FastifyRequest>();
  entry.configureApi(IN_PROCESS_ORIGIN, inProcessFetch(app, current));
  let rendering = 0;
  return async (request) => {
    if (rendering >= MAX_RENDERS) return null;
    rendering += 1;
    const url = new URL(request.url, IN_PROCESS_ORIGIN).href;
    const visitor = {
      cookies: request.headers.cookie ?? '',
      userAgent: request.headers['user-agent'] ?? '',
      // The languages Accept-Language asks for, most wanted first.
      languages: new Negotiator(request).languages(),
      signedIn: hasSignedInHint(request),
    };
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_LIMIT_MS)));
    try {
      const page = await Promise.race([current.run(request, () => entry.renderPage(url, visitor)), limit]);
      return page && isSupportedLocale(page.state.locale) ? { html: page.html, locale: page.state.locale, state: page.state } : null;
    } catch (err) {
      request.log.warn({ err }, 'server render failed');
      return null;
    } finally {
      clearTimeout(timer);
      rendering -= 1;
    }
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The shell with a rendered page in its root (inert until the app takes it over) and the state
 * beside it. The app's scripts load once the page has painted (apps/web/public/after-paint.js):
 * the entry is named on that script's tag, and the shell's early fetches of its modules are dropped.
 */
export function withRenderedPage(shell: string, page: RenderedPage): string {
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const afterPaint = shell
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, (_tag, entry: string) => `<script type="module" src="/after-paint.js" data-app-entry="${entry}"></script>`);
  return afterPaint.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root" ${SERVER_RENDERED_ATTR}="${page.locale}" inert>${page.html}</div>` +
      `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`,
  );
}
