import type { TSearchCriteria } from '@app/shared/search/search.schema';

/** The typed-in filters, as the boxes hold them (text), until they are applied. */
export const TEXT_FILTERS = ['searchThis', 'priceMin', 'priceMax', 'sizeMin', 'sizeMax', 'lotMin', 'lotMax', 'yearMin', 'yearMax'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];
export type FilterDraft = Record<TextFilter, string>;

/** The boxes' text for a search. */
export function draftOf(criteria: TSearchCriteria): FilterDraft {
  const draft = {} as FilterDraft;
  for (const key of TEXT_FILTERS) draft[key] = criteria[key]?.toString() ?? '';
  return draft;
}

/**
 * The boxes after the search changed from `before` to `after`: each box follows the new search,
 * except one whose text differs from what the old search put there (typed, not yet applied).
 */
export function keepTyping(boxes: FilterDraft, before: FilterDraft, after: FilterDraft): FilterDraft {
  const next = { ...after };
  for (const key of TEXT_FILTERS) if (boxes[key] !== before[key]) next[key] = boxes[key];
  return next;
}

/** A typed amount as a number: separators and a currency sign are forgiven; other text is NaN (invalid). */
function amount(text: string): number | undefined {
  const cleaned = text.replace(/[\s,.$€£¥]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export type DraftResult = { ok: true; criteria: TSearchCriteria } | { ok: false; errors: Partial<Record<string, string>> };

/**
 * The search the boxes describe, on top of the current one, checked with the shared schema: a
 * bad number or a minimum above its maximum gives the schema's message on that field. The schema
 * loads with the first filter applied, not with the page (issue 24's JavaScript budget).
 */
export async function applyDraft(current: TSearchCriteria, draft: FilterDraft): Promise<DraftResult> {
  const { ZSearchCriteria } = await import('@app/shared/search/search.schema');
  const next: Record<string, unknown> = { ...current };
  const searchThis = draft.searchThis.trim();
  next.searchThis = searchThis || undefined;
  // A new place leaves the old map area: searching Boston inside a view of Austin finds nothing.
  if ((current.searchThis ?? '') !== searchThis) next.bounds = undefined;
  for (const key of TEXT_FILTERS) if (key !== 'searchThis') next[key] = amount(draft[key]);
  const parsed = ZSearchCriteria.safeParse(next);
  if (parsed.success) return { ok: true, criteria: withoutUndefined(parsed.data) };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

function withoutUndefined(criteria: TSearchCriteria): TSearchCriteria {
  return Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined)) as TSearchCriteria;
}
