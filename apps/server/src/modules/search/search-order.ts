import type { TSortId } from '@app/shared/constants/search';
import { asc, desc, gte, sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema/index';
import { milesFrom, withinRadius } from './search-filters';
import type { SearchCentre, SearchPlan } from './search-plan';

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

/** Scores this close to the bound still count as reaching it (floating-point rounding). */
const SCORE_SLACK = 1e-9;
const DAY_MS = 86_400_000;

/**
 * What a listing must meet to score `threshold` or more, from the terms' ceilings (text 3,
 * nearness 2, freshness 1): near enough to the centre that the other terms at their best could
 * make up the rest, and fresh enough likewise. Null when neither narrows anything, so every
 * match must be scored. (The threshold method; docs/decisions/019-search.md "Relevance pages".)
 */
export function relevanceReach(plan: SearchPlan, threshold: number): SQL[] | null {
  const bound = threshold - SCORE_SLACK;
  const ceiling = { text: plan.text ? WEIGHT.text : 0, nearness: plan.centre ? WEIGHT.nearness : 0, freshness: WEIGHT.freshness };
  const reach: SQL[] = [];
  const nearness = (bound - ceiling.text - ceiling.freshness) / WEIGHT.nearness;
  if (plan.centre && nearness > 0) reach.push(withinRadius({ ...plan.centre, radiusMiles: plan.centre.radiusMiles * (1 - nearness) }));
  const freshness = (bound - ceiling.text - ceiling.nearness) / WEIGHT.freshness;
  if (freshness > 0) reach.push(gte(listings.publishedAt, new Date(plan.now.getTime() + FRESHNESS_DAYS * DAY_MS * Math.log(Math.min(1, freshness)) - 1000)));
  return reach.length ? reach : null;
}

/** Where a search around a centre looks first for good scores: within an eighth, then half, of the radius. */
export function relevanceProbes(centre: SearchCentre): SQL[] {
  return [8, 2].map((part) => withinRadius({ ...centre, radiusMiles: centre.radiusMiles / part }));
}
