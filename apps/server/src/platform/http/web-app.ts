import fs from 'node:fs';
import path from 'node:path';
import { COUNTRY_META } from '@app/shared/constants/session';
import { LOCALE_PARAM, localeFromParam } from '@app/shared/seo/locale-url';
import { isPrivatePage } from '@app/shared/seo/private-pages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from './error-handler';
import type { AppConfig } from '../../config';
import { escapeAttr, injectPageMeta, withHtmlLang, type PageMetaRegistry } from './page-meta';
import { hasSignedInHint } from '../auth-session/session-cookie';
import { loadPageRenderer, withRenderedPage } from './server-render';
import { countryOf } from './visitor-country';

const OLD_BROWSER = /MSIE |Trident\//;

/** Internet Explorer cannot run the app; it gets the static compatibility page instead. */
export function isInternetExplorer(userAgent: string | undefined): boolean {
  return OLD_BROWSER.test(userAgent ?? '');
}

/** Hashed build assets never change; HTML shells must be revalidated; the rest is short-lived. */
function cacheControlFor(sentPath: string) {
  const filePath = sentPath.replace(/\.(?:br|gz)$/, '');
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (filePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

function isApiPath(url: string) {
  return url === '/api' || url.startsWith('/api/');
}

/** The shell with the map tile template the CSP allows (MAP_TILE_URL), read by the web app's maps; none when unset. */
function withMapTiles(html: string, mapTileUrl: string | undefined) {
  if (!mapTileUrl) return html;
  const tag = `<meta name="map-tiles" content="${escapeAttr(mapTileUrl)}" />`;
  return html.replace('</head>', () => `  ${tag}\n  </head>`);
}

/** The shell with the visitor's country, which the web app otherwise learns from GET account (asked only when signed in). */
function withCountry(html: string, country: string) {
  const tag = `<meta name="${COUNTRY_META}" content="${escapeAttr(country)}" />`;
  return html.replace('</head>', () => `  ${tag}\n  </head>`);
}

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, every other
 * page path answered with index.html (the SPA decides), IE answered with compatible.html.
 * Without a build (API-only test apps) unknown paths get the JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Pick<AppConfig, 'webDistDir' | 'mapTileUrl'>,
  pageMeta: PageMetaRegistry,
) {
  const { webDistDir } = config;
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasBuild = Boolean(indexFile && fs.existsSync(indexFile));
  const shell = hasBuild && indexFile ? withMapTiles(fs.readFileSync(indexFile, 'utf8'), config.mapTileUrl) : '';

  if (hasBuild && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlFor(filePath));
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || isApiPath(request.url)) return;
      // Pages differ for Internet Explorer, so shared caches must key on the user agent.
      if (!request.url.startsWith('/assets/')) reply.header('vary', 'User-Agent');
      if (isInternetExplorer(request.headers['user-agent']) && !request.url.startsWith('/assets/')) {
        return reply.type('text/html; charset=utf-8').sendFile('compatible.html');
      }
    });
  }

  if (hasBuild) {
    const renderPage = webDistDir ? await loadPageRenderer(app, webDistDir) : undefined;
    // A route rather than the not-found handler, so replies go through on-the-fly compression.
    app.get('/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const [pathname = '', query = ''] = request.url.split('?');
      if (isApiPath(request.url) || path.extname(pathname)) return sendApiNotFound(reply);
      // ?lang= picks the page's language (decision 076): its head, JSON-LD and <html lang> are in it.
      const locale = localeFromParam(new URLSearchParams(query).get(LOCALE_PARAM));
      // Shared pages get their own title, preview, structured data and language alternates in the HTML itself.
      const meta = await pageMeta.resolve(pathname, locale).catch((err: unknown) => {
        request.log.warn({ err }, 'page meta failed');
        return undefined;
      });
      // A visitor's home, Results or listing comes rendered, in the language it was rendered in (decision 090).
      const rendered = await renderPage?.(request);
      const head = meta ? injectPageMeta(shell, meta, locale) : shell;
      const page = withHtmlLang(rendered ? withRenderedPage(head, rendered) : head, rendered?.locale ?? locale);
      const signedIn = hasSignedInHint(request);
      // A private page is kept out of search results; crawlers are never signed in (decision 091).
      if (isPrivatePage(pathname) && !signedIn) reply.header('x-robots-tag', 'noindex, nofollow');
      return (
        reply
          .type('text/html; charset=utf-8')
          // A signed-in person's page may hold their own data (decision 090): no shared cache keeps it.
          .header('cache-control', signedIn ? 'private, no-cache' : 'no-cache')
          .header('vary', 'User-Agent, Cookie, Accept-Language')
          .send(withCountry(page, countryOf(request)))
      );
    });
  }
  app.setNotFoundHandler(async (_request: FastifyRequest, reply: FastifyReply) => sendApiNotFound(reply));
}
