import { describe, expect, it } from 'vitest';
import {
  COST_PAYER_IDS,
  FEE_AND_TAX_ITEMS,
  LISTING_CONTACT_KINDS,
  NON_NEGOTIABLE_COST_ITEMS,
  SELLER_ROLES_NEW_DEVELOPMENT,
  SELLER_ROLES_RESALE,
  sellerRolesFor,
} from './listing-terms';

const labels = (options: readonly { label: string }[]) => options.map((option) => option.label);

describe('listing terms enumerations', () => {
  it('resale sellers are owner, listing agent, trustee, company director', () => {
    expect(labels(SELLER_ROLES_RESALE)).toEqual(['Seller/Property Owner', 'Listing Agent', 'Trustee', 'Director of a Company']);
  });
  it('new development adds Developer and Sales Associate', () => {
    expect(labels(SELLER_ROLES_NEW_DEVELOPMENT)).toEqual([...labels(SELLER_ROLES_RESALE), 'Developer', 'Sales Associate']);
    expect(sellerRolesFor('new-development')).toBe(SELLER_ROLES_NEW_DEVELOPMENT);
    expect(sellerRolesFor('resale')).toBe(SELLER_ROLES_RESALE);
  });
  it('has 7 listing contact kinds and 11 non-negotiable cost items with unique ids', () => {
    expect(LISTING_CONTACT_KINDS).toHaveLength(7);
    expect(NON_NEGOTIABLE_COST_ITEMS).toHaveLength(11);
    expect(new Set(NON_NEGOTIABLE_COST_ITEMS.map((item) => item.id)).size).toBe(11);
  });
  it('costs are paid by seller, buyer or both', () => {
    expect(COST_PAYER_IDS).toEqual(['seller', 'buyer', 'both']);
  });
  it('fees and taxes cover HOA, property tax, management, city tax, school tax', () => {
    expect(FEE_AND_TAX_ITEMS.map((item) => item.id)).toEqual(['hoa', 'property-tax', 'management', 'city-tax', 'school-tax']);
  });
});
