import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AppModule } from '../../app-deps';
import { sendApiNotFound } from '../../platform/http/error-handler';
import { robotsTxt } from './robots';
import { CONTENT_PATHS, sitemapSources } from './sitemap-sources';
import { childSitemap, SITEMAP_URL_LIMIT, sitemapIndex, type SitemapContext } from './sitemap.service';

/** Crawlers may keep these an hour; a new listing appears within that. */
const CACHE = 'public, max-age=3600';

/** When the content pages last changed: the web build's time, else this process's start. */
function deployedAt(webDistDir: string | undefined): Date {
  const index = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  return index && fs.existsSync(index) ? fs.statSync(index).mtime : new Date();
}

/** /robots.txt, /sitemap.xml (an index) and its children /sitemaps/{kind}-{n}.xml (decision 076). */
export const seoRoutes: AppModule = async (app, deps) => {
  const ctx: SitemapContext = {
    db: deps.database.db,
    publicUrl: deps.config.publicUrl,
    sources: sitemapSources(deployedAt(deps.config.webDistDir)),
    urlLimit: deps.config.sitemapUrlLimit ?? SITEMAP_URL_LIMIT,
  };

  // Content pages keep the shell's title; their head gains the canonical URL and language alternates.
  // The directory's pages have their own meta (professionals module).
  for (const page of CONTENT_PATHS.filter((path) => !path.startsWith('/find-professional')))
    deps.pageMeta.register(page, () => Promise.resolve({ url: `${ctx.publicUrl}${page}` }));

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(ctx.publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(await sitemapIndex(ctx)),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const chunks = await childSitemap(ctx, request.params.file);
    if (!chunks) return sendApiNotFound(reply);
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(Readable.from(chunks));
  });
};
