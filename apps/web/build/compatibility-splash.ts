import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SUPPORTED_BROWSERS } from '../src/features/content/data/browsers';
import { LOCALES } from '../src/lib/i18n/locales';

/** The texts compatible.html needs from each language's `compatible` catalog. */
const REQUIRED_KEYS = ['product', 'languageName', 'title', 'lead', 'why', 'browsersHeading', 'choose', 'download'] as const;
/** The texts of one compatible.json catalog that the page uses. */
export type TCompatibleCatalog = Record<(typeof REQUIRED_KEYS)[number], string>;

/** One language block of the page: its BCP 47 tag (for the lang attribute) and its texts. */
export type TSplashLanguage = { tag: string; catalog: TCompatibleCatalog };

type Browser = { id: string; name: string; url: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Makes text safe inside HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Fills i18next-style {{placeholders}}; values are escaped with the rest of the text later. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

// IE 11 has no CSS variables, no grid and patchy flexbox, so the page sticks to blocks,
// inline-blocks and plain colours (the theme's primary #eb262b and secondary #ffd62a).
const STYLES = `
body{margin:0;background:#f6f7f9;color:#1f2328;font-family:"Segoe UI",Arial,"Microsoft JhengHei","Microsoft YaHei",sans-serif;line-height:1.5}
.wrap{max-width:760px;margin:0 auto;padding:24px 16px 48px}
.brand{margin:0 0 8px;font-size:28px;font-weight:bold}
.brand span{display:inline-block;width:32px;height:32px;margin-right:10px;vertical-align:middle;background:#eb262b;border-radius:8px}
.langs{margin:0 0 24px;padding:0;list-style:none}
.langs li{display:inline;margin-right:16px}
.langs a{color:#c41a1f}
section{margin:0 0 24px;padding:24px;background:#fff;border:1px solid #e3e6ea;border-top:4px solid #eb262b;border-radius:12px}
h2{margin:0 0 12px;font-size:24px}
h3{margin:20px 0 8px;font-size:18px}
p{margin:0 0 12px}
ul.browsers{margin:0;padding:0;list-style:none}
ul.browsers li{display:inline-block;margin:0 8px 8px 0}
ul.browsers a{display:inline-block;padding:10px 16px;background:#eb262b;color:#fff;font-weight:bold;text-decoration:none;border-radius:8px}
ul.browsers a:hover,ul.browsers a:focus{background:#c41a1f;outline:3px solid #ffd62a}
`;

function renderLanguage({ tag, catalog }: TSplashLanguage, browsers: readonly Browser[]): string {
  const links = browsers
    .map((browser) => `<li><a href="${escapeHtml(browser.url)}">${escapeHtml(fill(catalog.download, { browser: browser.name }))}</a></li>`)
    .join('');
  return `<section id="${escapeHtml(tag)}" lang="${escapeHtml(tag)}">
<h2>${escapeHtml(catalog.title)}</h2>
<p>${escapeHtml(catalog.lead)}</p>
<p>${escapeHtml(catalog.why)}</p>
<h3>${escapeHtml(catalog.browsersHeading)}</h3>
<p>${escapeHtml(catalog.choose)}</p>
<ul class="browsers">${links}</ul>
</section>`;
}

/**
 * The whole unsupported-browser page: every language's message, one after the other, as
 * self-contained HTML with inline CSS and no JavaScript, since the browser reading it cannot
 * run the app. The first language is the page's default and names it.
 */
export function renderCompatibilityHtml(languages: readonly TSplashLanguage[], browsers: readonly Browser[] = SUPPORTED_BROWSERS): string {
  const first = languages[0];
  if (!first) throw new Error('compatible.html needs at least one language');
  const index = languages
    .map(({ tag, catalog }) => `<li><a href="#${escapeHtml(tag)}" lang="${escapeHtml(tag)}">${escapeHtml(catalog.languageName)}</a></li>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(first.tag)}">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${first.catalog.title} | ${first.catalog.product}`)}</title>
<style>${STYLES}</style>
</head>
<body>
<div class="wrap">
<h1 class="brand"><span aria-hidden="true"></span>${escapeHtml(first.catalog.product)}</h1>
<ul class="langs">${index}</ul>
${languages.map((language) => renderLanguage(language, browsers)).join('\n')}
</div>
</body>
</html>
`;
}

/** Reads and checks one language's catalog, so a missing text fails the build, not the page. */
export function readCompatibleCatalog(file: string): TCompatibleCatalog {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const record = (parsed ?? {}) as Record<string, unknown>;
  for (const key of REQUIRED_KEYS) {
    if (typeof record[key] !== 'string' || !record[key]) throw new Error(`${file}: "${key}" is missing`);
  }
  return record as TCompatibleCatalog;
}

/**
 * Vite plugin: at build time, writes compatible.html (from the four compatible.json
 * catalogs) into the output. The server sends that file to Internet Explorer, which cannot
 * run the app at all (spec section 1).
 */
export function compatibilitySplash(): Plugin {
  let root = process.cwd();
  const catalogFile = (id: string) => path.join(root, 'src', 'locales', id, 'compatible.json');
  return {
    name: 'compatibility-splash',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      for (const locale of LOCALES) this.addWatchFile(catalogFile(locale.id));
    },
    generateBundle() {
      const languages = LOCALES.map((locale) => ({ tag: locale.tag, catalog: readCompatibleCatalog(catalogFile(locale.id)) }));
      this.emitFile({ type: 'asset', fileName: 'compatible.html', source: renderCompatibilityHtml(languages) });
    },
  };
}
