import { describe, expect, it } from 'vitest';
import {
  APPRAISAL_TYPES,
  CLOSED_ORDER_STATUSES,
  INSPECTION_ITEMS,
  isClosedOrderStatus,
  MEDIA_SERVICES,
  ORDER_CANCEL_REASONS,
  ORDER_DECLINE_REASONS,
  ORDER_STATUS_IDS,
  PROVIDER_ORDER_TABS,
} from './orders';

describe('order enumerations', () => {
  it('appraisal types are Desktop, Drive-by and Full, each described', () => {
    expect(APPRAISAL_TYPES.map((type) => type.label)).toEqual(['Desktop', 'Drive-by', 'Full']);
    expect(APPRAISAL_TYPES.every((type) => type.description.length > 0)).toBe(true);
  });
  it('has 6 inspection items and 7 media services', () => {
    expect(INSPECTION_ITEMS).toHaveLength(6);
    expect(MEDIA_SERVICES).toHaveLength(7);
  });
  it('lists the 12 order statuses', () => {
    expect(ORDER_STATUS_IDS).toHaveLength(12);
    for (const status of CLOSED_ORDER_STATUSES) expect(ORDER_STATUS_IDS).toContain(status);
  });
  it('groups cancelled and declined as Closed', () => {
    expect(isClosedOrderStatus('cancelled')).toBe(true);
    expect(isClosedOrderStatus('declined')).toBe(true);
    expect(isClosedOrderStatus('rejected')).toBe(false);
    expect(isClosedOrderStatus('expired')).toBe(false);
  });
  it('providers see pending orders as To Do', () => {
    expect(PROVIDER_ORDER_TABS[0]).toEqual({ id: 'pending', label: 'To Do' });
  });
  it('cancel and decline reasons match the spec', () => {
    expect(ORDER_CANCEL_REASONS.map((reason) => reason.label)).toEqual(['Better price available', 'Accidental order', 'No longer needed']);
    expect(ORDER_DECLINE_REASONS.map((reason) => reason.label)).toEqual(['Busy', 'Far away', 'Other']);
  });
});
