import { Fragment } from 'react';

const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that usually ends the sentence around a link rather than the link itself. */
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits plain text into text and web addresses (http and https only; nothing else becomes a link). */
export function splitLinks(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A message body as written: plain text (React escapes it, so no HTML ever runs), line breaks
 * kept, web addresses made links that open in a new tab without handing it this page.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {splitLinks(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" className="underline underline-offset-2">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
