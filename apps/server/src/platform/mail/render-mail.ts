import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type TLocale } from '@app/shared/constants/locale';
import type { MailListEntry, MailListLine, MailTemplate, MailValue } from './mail-template';
import { layoutHtml, layoutText, type Paragraph } from './mail-layout';

/** A mail ready to send. */
export type RenderedMail = { subject: string; text: string; html: string };

/** `{field}` in a copy text (the tests read placeholders with it too). */
export const PLACEHOLDER = /\{(\w+)\}/g;
/** `[label]({field})`: an inline link inside a sentence. */
const INLINE_LINK = /\[([^\]]+)\]\(\{(\w+)\}\)/g;

/** The supported locale a stored or requested one means; anything unknown gets English. */
export function resolveMailLocale(locale: string | null | undefined): TLocale {
  const wanted = (locale ?? '').toLowerCase();
  return SUPPORTED_LOCALES.find((l) => l.toLowerCase() === wanted) ?? DEFAULT_LOCALE;
}

function linkTarget(value: MailValue | undefined, field: string): string {
  if (value === undefined || value === null) throw new Error(`Mail data is missing "${field}"`);
  const url = String(value);
  // Links come from our own services; refusing anything but http(s) keeps javascript: out for good.
  if (!/^https?:\/\//i.test(url)) throw new Error(`Mail link "${field}" must be an http(s) URL`);
  return url;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A list field's entries, every link checked; a value that is not such a list shows as one plain entry. */
function readList(value: MailValue, field: string): MailListEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    return [{ text: String(value) }];
  }
  if (!Array.isArray(parsed)) return [{ text: String(value) }];
  const line = (raw: unknown): MailListLine => {
    const { text, href, note } = (raw ?? {}) as Record<string, unknown>;
    if (!isText(text)) throw new Error(`Mail list "${field}" has an entry without text`);
    return { text, ...(href === undefined ? {} : { href: linkTarget(href as MailValue, field) }), ...(isText(note) ? { note } : {}) };
  };
  return parsed.map((raw: unknown) => {
    const { items, links } = (raw ?? {}) as Record<string, unknown>;
    return {
      ...line(raw),
      ...(Array.isArray(items) ? { items: items.map(line) } : {}),
      ...(Array.isArray(links)
        ? { links: links.map((link: unknown) => ({ text: line(link).text, href: linkTarget((link as { href?: MailValue }).href, field) })) }
        : {}),
    };
  });
}

/** Renders one template in one locale; throws when the data lacks a field the texts use. */
function render(template: MailTemplate, locale: TLocale, data: Record<string, MailValue>): RenderedMail {
  const copy = template.copy[locale];
  const display = (field: string) => {
    const value = data[field];
    if (value === undefined || value === null) throw new Error(`Mail data is missing "${field}"`);
    const format = template.format?.[field];
    return format ? format(value, locale) : String(value);
  };
  const fill = (text: string) => text.replace(PLACEHOLDER, (_, field: string) => display(field));
  const paragraph = (text: string): Paragraph => {
    const segments: Paragraph = [];
    let last = 0;
    for (const match of text.matchAll(INLINE_LINK)) {
      segments.push({ text: fill(text.slice(last, match.index)) });
      segments.push({ text: fill(match[1] ?? ''), href: linkTarget(data[match[2] ?? ''], match[2] ?? '') });
      last = match.index + match[0].length;
    }
    segments.push({ text: fill(text.slice(last)) });
    return segments.filter((s) => s.text !== '');
  };

  const parts = {
    locale,
    subject: fill(copy.subject),
    heading: fill(copy.heading),
    // A paragraph whose only field is empty (an optional reason) is left out, not shown blank.
    intro: copy.intro.map(paragraph).filter((segments) => segments.length > 0),
    outro: (copy.outro ?? []).map(paragraph).filter((segments) => segments.length > 0),
    ...(template.code ? { code: display(template.code) } : {}),
    ...(template.list ? { list: readList(display(template.list), template.list) } : {}),
    ...(template.action ? { button: { label: fill(copy.button ?? ''), href: linkTarget(data[template.action], template.action) } } : {}),
  };
  return { subject: parts.subject, text: layoutText(parts), html: layoutHtml(parts) };
}

/**
 * Renders a mail in the recipient's language (unknown locales fall back to English): subject,
 * plain text and HTML in the shared layout, with every data value escaped in the HTML.
 */
export function renderMail<F extends string>(
  template: MailTemplate<F>,
  locale: string | null | undefined,
  data: Record<F, MailValue>,
): RenderedMail {
  return render(template as MailTemplate, resolveMailLocale(locale), data);
}
