import type { TLocale } from '@app/shared/constants/locale';
import { escapeHtml } from './html';
import type { MailListEntry, MailListLine } from './mail-template';

/** A piece of a paragraph: text, or text that links somewhere. Values are raw (unescaped). */
export type Segment = { text: string; href?: string };
/** One paragraph of a mail, as segments. */
export type Paragraph = Segment[];

/** A rendered mail before the layout: every value interpolated, nothing escaped yet. */
export type MailParts = {
  locale: TLocale;
  subject: string;
  heading: string;
  intro: Paragraph[];
  code?: string;
  /** A digest's entries (links already checked), after the intro. */
  list?: MailListEntry[];
  button?: { label: string; href: string };
  outro: Paragraph[];
};

/** The layout's own words, in every locale (checked by the same tests as the templates). */
export const LAYOUT_COPY: Record<TLocale, { buttonFallback: string; footer: string }> = {
  'en-us': {
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    footer: 'Terranest · This email was sent automatically; replies to it are not read.',
  },
  'zh-Hant': {
    buttonFallback: '如果按鈕無法使用，請將此連結複製到瀏覽器中開啟：',
    footer: 'Terranest · 此郵件由系統自動寄出，請勿直接回覆。',
  },
  'zh-Hans': {
    buttonFallback: '如果按钮无法使用，请将此链接复制到浏览器中打开：',
    footer: 'Terranest · 此邮件由系统自动发送，请勿直接回复。',
  },
  es: {
    buttonFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    footer: 'Terranest · Este correo se envió automáticamente; las respuestas no se leen.',
  },
};

const BRAND = '#eb262b';
const FONT = "Helvetica, Arial, 'PingFang TC', 'PingFang SC', 'Microsoft JhengHei', 'Microsoft YaHei', sans-serif";
const P = 'margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2937;';
const LINK = `color:${BRAND};text-decoration:underline;`;

function paragraphHtml(paragraph: Paragraph): string {
  const inner = paragraph
    .map((s) => (s.href ? `<a href="${escapeHtml(s.href)}" style="${LINK}">${escapeHtml(s.text)}</a>` : escapeHtml(s.text)))
    .join('');
  return `<p style="${P}">${inner}</p>`;
}

const NOTE = 'margin:2px 0 0;font-size:14px;line-height:1.5;color:#4b5563;';

function lineHtml(line: MailListLine, size: number): string {
  const text = escapeHtml(line.text);
  const title = line.href ? `<a href="${escapeHtml(line.href)}" style="${LINK}">${text}</a>` : text;
  const note = line.note ? `<div style="${NOTE}">${escapeHtml(line.note)}</div>` : '';
  return `<div style="font-size:${size}px;line-height:1.4;font-weight:bold;color:#111827;">${title}</div>${note}`;
}

function listHtml(list: MailListEntry[]): string {
  return list
    .map((entry) => {
      const items = (entry.items ?? []).map((item) => `<li style="margin:0 0 10px;">${lineHtml(item, 15)}</li>`).join('');
      const links = (entry.links ?? [])
        .map((link) => `<a href="${escapeHtml(link.href)}" style="${LINK}">${escapeHtml(link.text)}</a>`)
        .join(' · ');
      return (
        `<div style="margin:0 0 20px;padding:16px;border:1px solid #e5e7eb;border-radius:6px;">${lineHtml(entry, 17)}` +
        (items ? `<ul style="margin:12px 0 0;padding-left:20px;">${items}</ul>` : '') +
        (links ? `<p style="margin:8px 0 0;font-size:13px;line-height:1.5;color:#6b7280;">${links}</p>` : '') +
        `</div>`
      );
    })
    .join('\n');
}

function buttonHtml(button: { label: string; href: string }, fallback: string): string {
  const href = escapeHtml(button.href);
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>` +
    `<td style="border-radius:6px;background:${BRAND};">` +
    `<a href="${href}" style="display:inline-block;padding:12px 28px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(button.label)}</a>` +
    `</td></tr></table>` +
    `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6b7280;">${escapeHtml(fallback)}<br>` +
    `<a href="${href}" style="${LINK}word-break:break-all;">${href}</a></p>`
  );
}

/**
 * The one HTML layout of every mail: brand header, heading, paragraphs, an optional code box
 * and button, footer. Inline styles and tables only, because mail clients drop <style> and
 * flexbox; every value is escaped here, in one place.
 */
export function layoutHtml(parts: MailParts): string {
  const copy = LAYOUT_COPY[parts.locale];
  const code = parts.code
    ? `<p style="margin:0 0 24px;padding:14px 18px;background:#fef2f2;border:1px solid #fecaca;border-radius:6px;font-family:Menlo,Consolas,monospace;font-size:20px;letter-spacing:1px;color:#111827;">${escapeHtml(parts.code)}</p>`
    : '';
  return [
    `<!doctype html><html lang="${parts.locale === 'en-us' ? 'en' : parts.locale}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(parts.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f4f5;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:${FONT};">`,
    `<tr><td style="background:${BRAND};padding:20px 32px;border-radius:8px 8px 0 0;font-size:22px;font-weight:bold;color:#ffffff;">Terranest</td></tr>`,
    `<tr><td style="padding:32px 32px 16px;">`,
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#111827;">${escapeHtml(parts.heading)}</h1>`,
    ...parts.intro.map(paragraphHtml),
    code,
    parts.list ? listHtml(parts.list) : '',
    parts.button ? buttonHtml(parts.button, copy.buttonFallback) : '',
    ...parts.outro.map(paragraphHtml),
    `</td></tr>`,
    `<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280;">${escapeHtml(copy.footer)}</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join('\n');
}

function paragraphText(paragraph: Paragraph): string {
  return paragraph.map((s) => (s.href ? `${s.text} (${s.href})` : s.text)).join('');
}

const lineText = (line: MailListLine) => [line.href ? `${line.text} (${line.href})` : line.text, ...(line.note ? [line.note] : [])];

function listText(entry: MailListEntry): string {
  const items = (entry.items ?? []).map((item) => `  - ${lineText(item).join('\n    ')}`);
  const links = (entry.links ?? []).map((link) => `  ${link.text}: ${link.href}`);
  return [...lineText(entry), ...items, ...links].join('\n');
}

/** The plain-text alternative: the same content, links written out in full. */
export function layoutText(parts: MailParts): string {
  const blocks = [`Terranest`, parts.heading, ...parts.intro.map(paragraphText)];
  if (parts.code) blocks.push(`    ${parts.code}`);
  if (parts.list) blocks.push(...parts.list.map(listText));
  if (parts.button) blocks.push(`${parts.button.label}\n${parts.button.href}`);
  blocks.push(...parts.outro.map(paragraphText), `--\n${LAYOUT_COPY[parts.locale].footer}`);
  return `${blocks.join('\n\n')}\n`;
}
