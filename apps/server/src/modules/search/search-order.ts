import type { TSortId } from '@app/shared/constants/search';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema/index';
import { milesFrom } from './search-filters';
import type { SearchPlan } from './search-plan';

/** Freshness falls by a factor e every this many days since publication. */
const FRESHNESS_DAYS = 30;
/** Weights of the relevance terms (docs/decisions/019-search.md). */
const WEIGHT = { text: 3, nearness: 2, freshness: 1 } as const;

const newestFirst = [desc(listings.publishedAt), desc(listings.id)];

/**
 * The relevance score of a listing for this search, higher first:
 * 3 x text (0.5, plus 0.5 x the share of the search's words found in the title)
 * + 2 x nearness (1 at the centre, falling linearly to 0 at the radius)
 * + 1 x freshness (e^(-days since publication / 30)).
 * Terms the search does not have (no words, no centre) are left out.
 */
export function relevanceScore(plan: SearchPlan): SQL {
  const terms: SQL[] = [];
  if (plan.text) terms.push(sql`${WEIGHT.text}::float8 * (0.5 + 0.5 * ${titleShare(plan.text)})`);
  if (plan.centre) terms.push(sql`${WEIGHT.nearness}::float8 * greatest(0, 1 - ${milesFrom(plan.centre)} / ${plan.centre.radiusMiles}::float8)`);
  // Double precision throughout (extract() gives numeric, whose exp() is many times slower), and
  // the epoch of published_at itself rather than an interval: both cost per scored row.
  const ageSeconds = sql`(${plan.now.getTime() / 1000}::float8 - extract(epoch from ${listings.publishedAt})::float8)`;
  terms.push(sql`${WEIGHT.freshness}::float8 * coalesce(exp(-greatest(0, ${ageSeconds}) / ${FRESHNESS_DAYS * 86_400}::float8), 0)`);
  return sql.join(terms, sql` + `);
}

/** Words of a long search box past this many do not count towards the title term. */
const MAX_TITLE_WORDS = 8;

/**
 * The share (0..1) of the search's words that the title contains, case-insensitively. A plain
 * substring test: re-parsing every matching title as a tsvector costs twice the whole query.
 */
function titleShare(text: string): SQL {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_TITLE_WORDS);
  if (words.length === 0) return sql`0`;
  const found = words.map((word) => sql`(case when ${listings.title} ilike ${`%${escapeLike(word)}%`} then 1 else 0 end)`);
  return sql`((${sql.join(found, sql` + `)})::float8 / ${words.length})`;
}

/** A LIKE pattern matching `text` literally (backslash is the default escape). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * ORDER BY of a search; every order ends on the id so pages never overlap or skip. Relevance
 * with neither words nor a centre is freshness alone, which orders exactly as newest first, so
 * it takes that index-friendly form.
 */
export function searchOrder(plan: SearchPlan, sort: TSortId): SQL[] {
  switch (sort) {
    case 'most-recent':
      return newestFirst;
    case 'price-low-high':
      return [asc(listings.priceMinor), asc(listings.id)];
    case 'price-high-low':
      return [desc(listings.priceMinor), desc(listings.id)];
    case 'relevance':
      if (!plan.text && !plan.centre) return newestFirst;
      return [sql`${relevanceScore(plan)} desc`, ...newestFirst];
  }
}
