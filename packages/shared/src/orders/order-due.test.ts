import { describe, expect, it } from 'vitest';
import { orderDueAt, orderServiceDays, type TOrderDueInput } from './order-due';
import { orderPlatformFee, orderProviderGross, orderRefundAmount } from './order-money';
import { orderActionFor, orderActionsFor } from './order-transitions';

const placed = new Date('2026-03-02T09:30:00Z');
const accepted = new Date('2026-03-03T15:00:00Z');
const at = (iso: string) => new Date(iso).toISOString();
const order = (overrides: Partial<TOrderDueInput>): TOrderDueInput => ({
  kind: 'appraisal',
  status: 'accepted',
  log: [{ at: placed }, { at: accepted }],
  lines: [{ days: 5, status: 'accepted' }],
  totalTimeDays: null,
  revisedTimeFrame: null,
  ...overrides,
});

describe('order due time (spec section 4)', () => {
  it('a pending order is due 2 days after its first log entry, whatever its kind', () => {
    for (const kind of ['appraisal', 'inspection', 'media'] as const)
      expect(orderDueAt(order({ kind, status: 'pending', log: [{ at: placed }] }))?.toISOString()).toBe(at('2026-03-04T09:30:00Z'));
  });

  it("an appraisal is due at the second log entry plus the service's leadTime", () => {
    expect(orderDueAt(order({}))?.toISOString()).toBe(at('2026-03-08T15:00:00Z'));
  });

  it('an inspection takes totalTimeDays, else the sum of leadTime over accepted services', () => {
    const lines = [
      { days: 3, status: 'accepted' as const },
      { days: 2, status: 'accepted' as const },
      { days: 9, status: 'declined' as const },
    ];
    expect(orderDueAt(order({ kind: 'inspection', status: 'in-progress', lines }))?.toISOString()).toBe(at('2026-03-08T15:00:00Z'));
    expect(orderDueAt(order({ kind: 'inspection', lines, totalTimeDays: 1 }))?.toISOString()).toBe(at('2026-03-04T15:00:00Z'));
  });

  it('media takes revisedTimeFrame, else the sum of timeFrame over accepted services', () => {
    const lines = [
      { days: 4, status: 'accepted' as const },
      { days: 6, status: 'accepted' as const },
    ];
    expect(orderServiceDays({ kind: 'media', lines, totalTimeDays: null, revisedTimeFrame: null })).toBe(10);
    expect(orderDueAt(order({ kind: 'media', lines }))?.toISOString()).toBe(at('2026-03-13T15:00:00Z'));
    expect(orderDueAt(order({ kind: 'media', lines, revisedTimeFrame: 2 }))?.toISOString()).toBe(at('2026-03-05T15:00:00Z'));
  });

  it('nothing is due once the provider delivered or the order ended', () => {
    for (const status of ['submitted', 'delivered', 'completed', 'cancelled', 'declined', 'expired'] as const)
      expect(orderDueAt(order({ status }))).toBeNull();
  });
});

describe('order money rules (decision 071)', () => {
  it('refunds in full before acceptance, half after, all when declined or past due, nothing when completed', () => {
    expect(orderRefundAmount(20_000, 'pending', 'cancelled')).toBe(20_000);
    expect(orderRefundAmount(20_000, 'accepted', 'cancelled')).toBe(10_000);
    expect(orderRefundAmount(20_000, 'pending', 'declined')).toBe(20_000);
    expect(orderRefundAmount(20_000, 'accepted', 'expired')).toBe(20_000);
    expect(orderRefundAmount(20_000, 'submitted', 'completed')).toBe(0);
  });

  it('pays the provider the price on completion, the kept half on a late cancel, minus 10%', () => {
    expect(orderProviderGross(20_000, 'submitted', 'completed')).toBe(20_000);
    expect(orderProviderGross(20_000, 'accepted', 'cancelled')).toBe(10_000);
    expect(orderProviderGross(20_000, 'pending', 'cancelled')).toBe(0);
    expect(orderPlatformFee(20_000)).toBe(2_000);
  });
});

describe('order moves', () => {
  it('offers each party only their moves', () => {
    expect(orderActionsFor('provider', { status: 'pending', kind: 'appraisal' })).toEqual(['accept', 'decline']);
    expect(orderActionsFor('customer', { status: 'pending', kind: 'appraisal' })).toEqual(['cancel']);
    expect(orderActionsFor('provider', { status: 'accepted', kind: 'appraisal' })).toEqual(['submit']);
    expect(orderActionsFor('provider', { status: 'accepted', kind: 'media' })).toEqual(['upload', 'deliver']);
    expect(orderActionsFor('customer', { status: 'delivered', kind: 'media' })).toEqual(['complete', 'revise']);
    expect(orderActionsFor('other', { status: 'pending', kind: 'media' })).toEqual([]);
  });

  it("reads the spec's log entry status as a move", () => {
    expect(orderActionFor('appraisal', 'submitted', 'accepted')).toBe('submit');
    expect(orderActionFor('media', 'in-progress', 'delivered')).toBe('revise');
    expect(orderActionFor('media', 'in-progress', 'accepted')).toBe('upload');
    expect(orderActionFor('appraisal', 'delivered', 'accepted')).toBeUndefined();
    expect(orderActionFor('appraisal', 'expired', 'pending')).toBeUndefined();
  });
});
