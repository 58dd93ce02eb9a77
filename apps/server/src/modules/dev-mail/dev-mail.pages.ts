import { escapeHtml } from '../../platform/mail/html';
import type { DevMailRow } from '../../platform/mail/dev-mailbox.repo';

// A developer tool, in English only; a <style> block is allowed by our CSP (style-src 'unsafe-inline').
const STYLE = `
body{margin:0;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;background:#f9fafb}
header{background:#eb262b;color:#fff;padding:12px 24px;font-size:18px}
main{max-width:1000px;margin:0 auto;padding:16px 24px 48px}
a{color:#b91c1c}
.note{color:#6b7280;font-size:13px}
form{display:flex;gap:8px;align-items:center;margin:16px 0}
input{padding:6px 8px;border:1px solid #d1d5db;border-radius:4px;min-width:280px;font:inherit}
button{padding:6px 14px;border:0;border-radius:4px;background:#eb262b;color:#fff;font:inherit;cursor:pointer}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e5e7eb;vertical-align:top}
th{font-size:13px;color:#6b7280;font-weight:600}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}
dt{color:#6b7280}
dd{margin:0}
iframe{width:100%;height:640px;border:1px solid #e5e7eb;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #e5e7eb;padding:12px;font-size:13px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Terranest dev mailbox</title><style>${STYLE}</style></head>
<body><header><strong>Terranest</strong> dev mailbox</header><main>${body}</main></body></html>`;
}

const time = (row: DevMailRow) =>
  `<time datetime="${row.createdAt.toISOString()}">${row.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time>`;

/** The mailbox: newest first, with a recipient filter. */
export function mailListPage(rows: DevMailRow[], to: string | undefined): string {
  const filter = to ? `<p>Mail to <strong>${escapeHtml(to)}</strong>. <a href="/dev/mail">Show all mail</a></p>` : '';
  const table = rows.length
    ? `<table><thead><tr><th>Time</th><th>To</th><th>Subject</th><th>Language</th></tr></thead><tbody>${rows
        .map(
          (row) =>
            `<tr><td>${time(row)}</td><td>${escapeHtml(row.to)}</td>` +
            `<td><a href="/dev/mail/${row.id}">${escapeHtml(row.subject)}</a></td><td>${escapeHtml(row.locale ?? '')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : `<p>No mail yet${to ? ' for this address' : ''}. Sign up or ask for a password reset, then <a href="">refresh</a>.</p>`;
  return page(
    'Mail',
    `<p class="note">Every mail the app sends while SMTP_URL is unset is kept here (newest 100 shown). This page exists only outside production.</p>
<form method="get" action="/dev/mail"><label for="to">Recipient</label>
<input id="to" name="to" type="search" placeholder="someone@example.com" value="${escapeHtml(to ?? '')}"><button type="submit">Filter</button>
<a href="">Refresh</a></form>${filter}${table}`,
  );
}

/** Every http(s) URL in the text part, so the links can be clicked even if the frame misbehaves. */
function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s)]+/g) ?? [])];
}

/**
 * One mail: headers, its links, the HTML in a sandboxed frame (no scripts; links open the
 * top window or a new tab, since our pages refuse to be framed) and the plain text.
 */
export function mailDetailPage(row: DevMailRow): string {
  // A base target makes plain links leave the frame: inside it, our CSP (frame-ancestors 'none') would block them.
  const framed = row.html.includes('<head>') ? row.html.replace('<head>', '<head><base target="_top">') : `<base target="_top">${row.html}`;
  const links = linksOf(row.text);
  return page(
    row.subject,
    `<p><a href="/dev/mail">← All mail</a></p><h1>${escapeHtml(row.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(row.to)}</dd><dt>Time</dt><dd>${time(row)}</dd>
<dt>Language</dt><dd>${escapeHtml(row.locale ?? '—')}</dd><dt>Template</dt><dd>${escapeHtml(row.template ?? '—')}</dd></dl>
${links.length ? `<h2>Links</h2><ul>${links.map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`).join('')}</ul>` : ''}
<h2>HTML</h2><iframe title="HTML version of the mail" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(framed)}"></iframe>
<h2>Plain text</h2><pre>${escapeHtml(row.text)}</pre>`,
  );
}

/** The answer to an unknown mail id. */
export function mailNotFoundPage(): string {
  return page(
    'Not found',
    `<p><a href="/dev/mail">← All mail</a></p><h1>Mail not found</h1><p>It may have been sent before the database was reset.</p>`,
  );
}
