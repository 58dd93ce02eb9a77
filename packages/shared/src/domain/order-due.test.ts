import { describe, expect, it } from 'vitest';
import {
  expiryLogEntry,
  isOrderExpired,
  ORDER_EXPIRED_REASON,
  orderDueTime,
  orderServiceDays,
  orderStatus,
  type TOrderTiming,
} from './order-due';

const placed = '2025-03-06T10:00:00.000Z';
const accepted = '2025-03-07T10:00:00.000Z';

const pending: TOrderTiming = { serviceKind: 'appraisal', log: [{ date: placed, status: 'pending' }], service: { leadTime: 5 } };
const acceptedAppraisal: TOrderTiming = {
  serviceKind: 'appraisal',
  log: [
    { date: placed, status: 'pending' },
    { date: accepted, status: 'accepted' },
  ],
  service: { leadTime: 5 },
};

describe('order status', () => {
  it('is the status of the last log entry', () => {
    expect(orderStatus(acceptedAppraisal)).toBe('accepted');
    expect(orderStatus({ log: [] })).toBeUndefined();
  });
});

describe('service days', () => {
  it("appraisal: the service's leadTime", () => {
    expect(orderServiceDays(acceptedAppraisal)).toBe(5);
    expect(orderServiceDays({ serviceKind: 'appraisal', log: [] })).toBe(0);
  });
  it('inspection: totalTimeDays, or else the sum of leadTime over accepted services', () => {
    const services = [
      { status: 'accepted', leadTime: 2 },
      { status: 'declined', leadTime: 9 },
      { status: 'accepted', leadTime: 3 },
    ];
    expect(orderServiceDays({ serviceKind: 'inspection', log: [], totalTimeDays: 4, services })).toBe(4);
    expect(orderServiceDays({ serviceKind: 'inspection', log: [], services })).toBe(5);
    expect(orderServiceDays({ serviceKind: 'inspection', log: [], totalTimeDays: null, services })).toBe(5);
  });
  it('media: revisedTimeFrame, or else the sum of timeFrame over accepted services', () => {
    const services = [
      { status: 'accepted', service: { timeFrame: 3 } },
      { status: 'pending', service: { timeFrame: 10 } },
      { status: 'accepted', service: { timeFrame: 4 } },
    ];
    expect(orderServiceDays({ serviceKind: 'media', log: [], revisedTimeFrame: 2, services })).toBe(2);
    expect(orderServiceDays({ serviceKind: 'media', log: [], services })).toBe(7);
  });
});

describe('order due time', () => {
  it('pending: first log date plus 2 days', () => {
    expect(orderDueTime(pending)?.toISOString()).toBe('2025-03-08T10:00:00.000Z');
  });
  it('other statuses: second log date plus the service days', () => {
    expect(orderDueTime(acceptedAppraisal)?.toISOString()).toBe('2025-03-12T10:00:00.000Z');
  });
  it('is undefined when the needed log entry is missing', () => {
    expect(orderDueTime({ serviceKind: 'media', log: [] })).toBeUndefined();
    expect(orderDueTime({ serviceKind: 'media', log: [{ date: placed, status: 'accepted' }] })).toBeUndefined();
  });
});

describe('isOrderExpired', () => {
  it('is true once the due time has passed, false at or before it', () => {
    expect(isOrderExpired(pending, new Date('2025-03-08T10:00:00.001Z'))).toBe(true);
    expect(isOrderExpired(pending, new Date('2025-03-08T10:00:00.000Z'))).toBe(false);
    expect(isOrderExpired(acceptedAppraisal, new Date('2025-03-11T00:00:00Z'))).toBe(false);
    expect(isOrderExpired(acceptedAppraisal, new Date('2025-03-13T00:00:00Z'))).toBe(true);
  });
  it('never expires cancelled, completed, declined or already expired orders', () => {
    const late = new Date('2026-01-01T00:00:00Z');
    for (const status of ['cancelled', 'completed', 'declined', 'expired']) {
      expect(isOrderExpired({ ...acceptedAppraisal, log: [...acceptedAppraisal.log, { date: accepted, status }] }, late)).toBe(false);
    }
  });
  it('needs a status and a first log entry', () => {
    expect(isOrderExpired({ serviceKind: 'appraisal', log: [] }, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
  it("writes the expiry as status expired with reason 'Past Due'", () => {
    const now = new Date('2025-03-09T00:00:00Z');
    expect(expiryLogEntry(now)).toEqual({ date: now, status: 'expired', reasonForDecline: ORDER_EXPIRED_REASON });
    expect(ORDER_EXPIRED_REASON).toBe('Past Due');
  });
});
