/**
 * Lowercases and strips accents so "deposito" finds "depósito"; Chinese text passes through
 * unchanged (it has no case and its marks are part of the characters).
 */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether every word of the query appears somewhere in the texts; an empty query matches all. */
export function matchesQuery(query: string, ...texts: string[]): boolean {
  const terms = normalizeText(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = normalizeText(texts.join(' '));
  return terms.every((term) => haystack.includes(term));
}
