import { describe, expect, it } from 'vitest';
import {
  APPLIANCES,
  BUY_MENU_PROPERTY_TYPES,
  CONSTRUCTION_TYPES,
  LEASE_LENGTHS,
  LISTING_KINDS,
  LISTING_PROPERTY_TYPE_IDS,
  LISTING_PROPERTY_TYPES,
  LISTING_TYPES,
  OCCUPANCY_STATUSES,
  PROPERTY_FEATURES,
  PROPERTY_STYLES,
  ROOM_TYPES,
  SEARCH_PROPERTY_TYPES,
} from './property';

const labels = (options: readonly { label: string }[]) => options.map((option) => option.label);
const ALL = {
  LISTING_PROPERTY_TYPES,
  SEARCH_PROPERTY_TYPES,
  BUY_MENU_PROPERTY_TYPES,
  LISTING_TYPES,
  LISTING_KINDS,
  CONSTRUCTION_TYPES,
  PROPERTY_STYLES,
  ROOM_TYPES,
  PROPERTY_FEATURES,
  APPLIANCES,
  OCCUPANCY_STATUSES,
  LEASE_LENGTHS,
};

describe('property enumerations', () => {
  it('every list has unique kebab-case ids', () => {
    for (const [name, options] of Object.entries(ALL)) {
      const ids = options.map((option) => option.id);
      expect(new Set(ids).size, name).toBe(ids.length);
      expect(
        ids.every((id) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)),
        name,
      ).toBe(true);
    }
  });
  it('listing form has the 12 property types of the spec', () => {
    expect(labels(LISTING_PROPERTY_TYPES)).toEqual([
      'Single Family',
      'House',
      'Townhouse',
      'Apartment',
      'Condo/Co-op',
      'Foreclosure',
      'Multi-family',
      'Manufactured',
      'Lot/Land',
      'New Construction',
      'New Development',
      'Open House',
    ]);
  });
  it('search filter has 7 types whose ids all exist in the listing form', () => {
    expect(labels(SEARCH_PROPERTY_TYPES)).toEqual([
      'Single family',
      'Multi family',
      'Apartment',
      'Condo',
      'Townhouse',
      'Manufactured',
      'Lot/Land',
    ]);
    for (const { id } of SEARCH_PROPERTY_TYPES) expect(LISTING_PROPERTY_TYPE_IDS).toContain(id);
  });
  it('Buy menu adds New Construction, Foreclosure and Open House', () => {
    expect(labels(BUY_MENU_PROPERTY_TYPES).slice(7)).toEqual(['New Construction', 'Foreclosure', 'Open House']);
  });
  it('listing types, kinds, construction, styles, rooms, features and appliances match the spec', () => {
    expect(labels(LISTING_TYPES)).toEqual(['Resale', 'New Development']);
    expect(labels(LISTING_KINDS)).toEqual(['Community', 'Individual']);
    expect(labels(CONSTRUCTION_TYPES)).toEqual(['Brick', 'Wood', 'Steel', 'Prefab', 'Other']);
    expect(PROPERTY_STYLES).toHaveLength(9);
    expect(ROOM_TYPES).toHaveLength(14);
    expect(PROPERTY_FEATURES).toHaveLength(11);
    expect(labels(APPLIANCES)).toEqual(['Dishwasher', 'Garbage Disposal', 'Refrigerator', 'Freezer', 'Range/Oven', 'Washer', 'Dryer']);
  });
  it('includes Tenant Occupied and 12- or 6-month leases', () => {
    expect(labels(OCCUPANCY_STATUSES)).toContain('Tenant Occupied');
    expect(LEASE_LENGTHS.map((lease) => lease.months)).toEqual([12, 6]);
  });
});
