import { describe, expect, it } from 'vitest';
import { OFFER_ACTIONS, OFFER_GROUPINGS, OFFER_STATUSES, OFFER_TAB_IDS, OWNERSHIP_TYPES } from './offers';

describe('offer enumerations', () => {
  it('lists the 18 named offer statuses with unique ids', () => {
    expect(OFFER_STATUSES).toHaveLength(18);
    expect(new Set(OFFER_STATUSES.map((status) => status.id)).size).toBe(18);
  });
  it('has the 7 offer tabs', () => {
    expect(OFFER_TAB_IDS).toEqual(['active', 'pending', 'accepted', 'completed', 'closed', 'countered', 'rejected']);
  });
  it('has 7 ownership types, 8 actions and 5 other groupings', () => {
    expect(OWNERSHIP_TYPES).toHaveLength(7);
    expect(OFFER_ACTIONS).toHaveLength(8);
    expect(OFFER_GROUPINGS.map((grouping) => grouping.id)).toEqual(['drafts', 'inactive', 'expired', 'declined', 'in-escrow']);
  });
});
