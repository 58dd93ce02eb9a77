import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';

/** The sale terms the demo writes: property tax by state, the usual cost items, what is open to offers. */
export type NonNegotiableItem = NonNullable<TListingDraft['nonNegotiable']>[number];
export type Payer = NonNullable<NonNegotiableItem['payer']>;

/**
 * Effective property tax in percent of value per year, roughly each state's (clamped to
 * 0.6–2.2 so no demo bill looks odd: Hawaii and Alabama are lower in reality).
 */
export const PROPERTY_TAX_PERCENT: Record<string, number> = {
  AK: 1.05,
  AL: 0.6,
  AZ: 0.65,
  CA: 0.75,
  CO: 0.6,
  DC: 0.6,
  FL: 0.9,
  GA: 0.9,
  HI: 0.6,
  ID: 0.65,
  IL: 2.1,
  IN: 0.85,
  KY: 0.85,
  LA: 0.6,
  MA: 1.15,
  MD: 1.05,
  MI: 1.4,
  MN: 1.1,
  MO: 1.0,
  NC: 0.8,
  NE: 1.6,
  NM: 0.8,
  NV: 0.6,
  NY: 1.4,
  OH: 1.5,
  OK: 0.9,
  OR: 0.95,
  PA: 1.5,
  RI: 1.4,
  SC: 0.6,
  TN: 0.65,
  TX: 1.8,
  UT: 0.6,
  VA: 0.85,
  WA: 0.9,
  WI: 1.7,
};
export const DEFAULT_PROPERTY_TAX_PERCENT = 1.0;

/** States whose sellers customarily hand over a natural hazard disclosure report. */
export const HAZARD_REPORT_STATES = new Set(['CA']);

/**
 * The cost items besides escrow, with how often a listing names them and who usually pays.
 * `hoa` items only apply with HOA fees; `building` ones not to land.
 */
export const COST_ITEMS: readonly {
  item: NonNegotiableItem['item'];
  odds: number;
  payers: readonly (readonly [Payer, number])[];
  hoa?: boolean;
  building?: boolean;
}[] = [
  { item: 'safety-alarms', odds: 0.2, payers: [['seller', 1]], building: true },
  {
    item: 'mandatory-inspections',
    odds: 0.15,
    payers: [
      ['seller', 3],
      ['buyer', 1],
    ],
    building: true,
  },
  {
    item: 'hoa-certificate',
    odds: 0.5,
    payers: [
      ['seller', 4],
      ['buyer', 1],
    ],
    hoa: true,
  },
  {
    item: 'hoa-fees',
    odds: 0.2,
    payers: [
      ['buyer', 3],
      ['both', 1],
    ],
    hoa: true,
  },
  {
    item: 'home-warranty',
    odds: 0.25,
    payers: [
      ['seller', 4],
      ['buyer', 1],
    ],
    building: true,
  },
  { item: 'loan-fees', odds: 0.25, payers: [['buyer', 1]] },
  { item: 'inspection-fees', odds: 0.3, payers: [['buyer', 1]] },
  { item: 'appraisal-fees', odds: 0.3, payers: [['buyer', 1]] },
];

export const ESCROW_NOTES: Record<Payer, readonly string[]> = {
  both: ['Split evenly', 'Split 50/50 at closing', 'Each side pays half'],
  seller: ['Paid by the seller at closing', 'Seller covers escrow'],
  buyer: ['Buyer pays escrow fees', 'Paid by the buyer at closing'],
};

/** Items a buyer can ask about, with who is expected to carry them. */
export const NEGOTIABLE_ITEMS: readonly (readonly [string, Payer])[] = [
  ['Closing date', 'buyer'],
  ['Closing cost credit', 'seller'],
  ['Repair credit after inspection', 'seller'],
  ['Rent-back period for the seller', 'seller'],
  ['Move-in date', 'buyer'],
  ['Window treatments', 'seller'],
  ['Washer and dryer', 'seller'],
  ['Patio furniture', 'seller'],
  ['Mortgage rate buydown', 'seller'],
  ['Furniture', 'buyer'],
];

export const BUILDING_NEGOTIABLE_ITEMS = new Set([
  'Window treatments',
  'Washer and dryer',
  'Patio furniture',
  'Furniture',
  'Rent-back period for the seller',
]);
