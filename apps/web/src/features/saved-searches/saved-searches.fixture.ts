import type { TSavedSearch } from '@app/shared/search/saved-search.schema';

/** A saved search id for tests: savedSearchId(1) … */
export const savedSearchId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

/** A saved search as GET /saved-searches returns it; override what the test is about. */
export function buildSavedSearch(overrides: Partial<TSavedSearch> = {}): TSavedSearch {
  return {
    _id: savedSearchId(1),
    name: 'Austin, TX · 2+ beds · under $500,000',
    criteria: { searchThis: 'Austin, TX', beds: '2', priceMax: 500_000 },
    alerts: 'daily',
    createdAt: '2026-03-05T10:00:00.000Z',
    lastAlertAt: null,
    newMatches: 0,
    ...overrides,
  };
}
