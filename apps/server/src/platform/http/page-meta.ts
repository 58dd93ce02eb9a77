/** What a shared page tells link previews and search engines (spec: listing, community, professional). */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the preview image. */
  image?: string | undefined;
  /** schema.org structured data. */
  jsonLd?: Record<string, unknown> | undefined;
};

export type PageMetaProvider = (params: Record<string, string>) => Promise<PageMeta | undefined>;

export type PageMetaRegistry = {
  /** A provider for a path pattern such as '/listings/:id'. */
  register(pattern: string, provider: PageMetaProvider): void;
  /** The meta of a path, when a provider knows it. */
  resolve(pathname: string): Promise<PageMeta | undefined>;
};

/** Path patterns to providers; the most specific pattern (most fixed segments) wins. */
export function createPageMetaRegistry(): PageMetaRegistry {
  const routes: { pattern: RegExp; names: string[]; fixed: number; provider: PageMetaProvider }[] = [];
  return {
    register(pattern, provider) {
      const names: string[] = [];
      const source = pattern
        .split('/')
        .map((part) => (part.startsWith(':') ? (names.push(part.slice(1)), '([^/]+)') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      routes.push({
        pattern: new RegExp(`^${source}/?$`),
        names,
        fixed: pattern.split('/').filter((p) => p && !p.startsWith(':')).length,
        provider,
      });
      routes.sort((a, b) => b.fixed - a.fixed);
    },
    async resolve(pathname) {
      for (const route of routes) {
        const match = route.pattern.exec(pathname);
        if (!match) continue;
        const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
        return route.provider(params);
      }
      return undefined;
    },
  };
}

/** Text safe inside a double-quoted HTML attribute or element. */
export const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The app shell with the page's title, description, Open Graph tags and JSON-LD in its head. */
export function injectPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<title>${escapeAttr(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description)}" />`,
    `<link rel="canonical" href="${escapeAttr(meta.url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(meta.url)}" />`,
    ...(meta.image
      ? [`<meta property="og:image" content="${escapeAttr(meta.image)}" />`, `<meta name="twitter:card" content="summary_large_image" />`]
      : []),
    // A data block, never executed; '<' is escaped so the JSON cannot close the element.
    ...(meta.jsonLd ? [`<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`] : []),
  ].join('\n    ');
  return (
    html
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      // A replacer function: a title with `$&` or `$'` must not be read as a replacement pattern.
      .replace('</head>', () => `    ${tags}\n  </head>`)
  );
}
