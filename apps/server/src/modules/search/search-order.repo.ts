import type { TSortId } from '@app/shared/constants/search';
import { asc, desc, gte, sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema/index';
import { milesFrom, withinRadius } from './search-filters.repo';
import type { SearchCentre, SearchPlan } from './search-plan';

/** Freshness falls by a factor e every this many days since publication. */
const FRESHNESS_DAYS = 30;
/** Weights of the relevance terms (docs/decisions/019-search.md). */
const WEIGHT = { nearness: 2, freshness: 1 } as const;

const newestFirst = [desc(listings.publishedAt), desc(listings.id)];

/**
 * The relevance score of a listing around a centre, higher first:
 * 2 x nearness (1 at the centre, falling linearly to 0 at the radius)
 * + 1 x freshness (e^(-days since publication / 30)).
 * (Word searches rank by their own two-part order: word-search.ts.)
 */
export function relevanceScore(plan: SearchPlan): SQL {
  const terms: SQL[] = [];
  if (plan.centre)
    terms.push(sql`${WEIGHT.nearness}::float8 * greatest(0, 1 - ${milesFrom(plan.centre)} / ${plan.centre.radiusMiles}::float8)`);
  // Double precision throughout (extract() gives numeric, whose exp() is many times slower), and
  // the epoch of published_at itself rather than an interval: both cost per scored row.
  const ageSeconds = sql`(${plan.now.getTime() / 1000}::float8 - extract(epoch from ${listings.publishedAt})::float8)`;
  terms.push(sql`${WEIGHT.freshness}::float8 * coalesce(exp(-greatest(0, ${ageSeconds}) / ${FRESHNESS_DAYS * 86_400}::float8), 0)`);
  return sql.join(terms, sql` + `);
}

/**
 * ORDER BY of a search; every order ends on the id so pages never overlap or skip. Relevance
 * without a centre is freshness alone, which orders exactly as newest first, so it takes that
 * index-friendly form (word searches order by relevance in word-search.ts).
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
      if (!plan.centre) return newestFirst;
      return [sql`${relevanceScore(plan)} desc`, ...newestFirst];
  }
}

/** Scores this close to the bound still count as reaching it (floating-point rounding). */
const SCORE_SLACK = 1e-9;
const DAY_MS = 86_400_000;

/**
 * What a listing must meet to score `threshold` or more, from the terms' ceilings (nearness 2,
 * freshness 1): near enough to the centre that freshness at its best could make up the rest,
 * and fresh enough likewise. Null when neither narrows anything, so every
 * match must be scored. (The threshold method; docs/decisions/019-search.md "Relevance pages".)
 */
export function relevanceReach(plan: SearchPlan, threshold: number): SQL[] | null {
  const bound = threshold - SCORE_SLACK;
  const reach: SQL[] = [];
  const nearness = (bound - WEIGHT.freshness) / WEIGHT.nearness;
  if (plan.centre && nearness > 0) reach.push(withinRadius({ ...plan.centre, radiusMiles: plan.centre.radiusMiles * (1 - nearness) }));
  const freshness = (bound - (plan.centre ? WEIGHT.nearness : 0)) / WEIGHT.freshness;
  if (freshness > 0)
    reach.push(gte(listings.publishedAt, new Date(plan.now.getTime() + FRESHNESS_DAYS * DAY_MS * Math.log(Math.min(1, freshness)) - 1000)));
  return reach.length ? reach : null;
}

/** Where a search around a centre looks first for good scores: within an eighth, then half, of the radius. */
export function relevanceProbes(centre: SearchCentre): SQL[] {
  return [8, 2].map((part) => withinRadius({ ...centre, radiusMiles: centre.radiusMiles / part }));
}
