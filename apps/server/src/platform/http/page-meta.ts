import type { TLocale } from '@app/shared/constants/locale';
import { hreflangAlternates, LOCALE_HREFLANG, localizedUrl } from '@app/shared/seo/locale-url';

/** What a public page tells link previews and search engines (spec: listing, community, professional). */
export type PageMeta = {
  /** Absent: the shell's own title and description stay (content pages, which only add their language alternates). */
  title?: string | undefined;
  description?: string | undefined;
  /** Absolute URL of the page, without `?lang=`. */
  url: string;
  /** Absolute URL of the preview image. */
  image?: string | undefined;
  /** schema.org structured data. */
  jsonLd?: Record<string, unknown> | undefined;
};

/** A page's meta in a language: the one its `?lang=` names, else undefined (x-default: English text). */
export type PageMetaProvider = (params: Record<string, string>, locale: TLocale | undefined) => Promise<PageMeta | undefined>;

export type PageMetaRegistry = {
  /** A provider for a path pattern such as '/listings/:id'. */
  register(pattern: string, provider: PageMetaProvider): void;
  /** The meta of a path in a language, when a provider knows it. */
  resolve(pathname: string, locale?: TLocale): Promise<PageMeta | undefined>;
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
    async resolve(pathname, locale) {
      for (const route of routes) {
        const match = route.pattern.exec(pathname);
        if (!match) continue;
        const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
        return route.provider(params, locale);
      }
      return undefined;
    },
  };
}

/** Text safe inside a double-quoted HTML attribute or element. */
export const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `<html lang>` of a locale: the web app's i18next tag ('en-US', 'zh-Hant', ...). */
export const htmlLang = (locale: TLocale) => (locale === 'en-us' ? 'en-US' : LOCALE_HREFLANG[locale]);

/** The shell in a language: `<html lang>` says it before any script runs (crawlers that do not run the app read it). */
export function withHtmlLang(html: string, locale: TLocale | undefined): string {
  return locale ? html.replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(locale)}"`) : html;
}

/**
 * The app shell with the page's title, description, Open Graph tags and JSON-LD in its head, its
 * canonical URL (this language's: `?lang=` when one was asked for), and a
 * `<link rel="alternate" hreflang>` for each language and x-default (decision 076).
 */
export function injectPageMeta(html: string, meta: PageMeta, locale?: TLocale): string {
  const url = locale ? localizedUrl(meta.url, locale) : meta.url;
  const tags = [
    ...(meta.title !== undefined ? [`<title>${escapeAttr(meta.title)}</title>`] : []),
    ...(meta.description !== undefined ? [`<meta name="description" content="${escapeAttr(meta.description)}" />`] : []),
    `<link rel="canonical" href="${escapeAttr(url)}" />`,
    ...hreflangAlternates(meta.url).map(
      (link) => `<link rel="alternate" hreflang="${escapeAttr(link.hreflang)}" href="${escapeAttr(link.href)}" />`,
    ),
    ...(meta.title !== undefined
      ? [
          `<meta property="og:type" content="website" />`,
          `<meta property="og:title" content="${escapeAttr(meta.title)}" />`,
          ...(meta.description !== undefined ? [`<meta property="og:description" content="${escapeAttr(meta.description)}" />`] : []),
          `<meta property="og:url" content="${escapeAttr(url)}" />`,
        ]
      : []),
    ...(meta.image
      ? [`<meta property="og:image" content="${escapeAttr(meta.image)}" />`, `<meta name="twitter:card" content="summary_large_image" />`]
      : []),
    // A data block, never executed; '<' is escaped so the JSON cannot close the element.
    ...(meta.jsonLd ? [`<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`] : []),
  ].join('\n    ');
  const head = meta.title !== undefined ? html.replace(/<title>[^<]*<\/title>/, '') : html;
  return (
    (meta.description !== undefined ? head.replace(/<meta name="description"[^>]*>/, '') : head)
      // A replacer function: a title with `$&` or `$'` must not be read as a replacement pattern.
      .replace('</head>', () => `    ${tags}\n  </head>`)
  );
}
