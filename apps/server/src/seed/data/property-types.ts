import type { TListingPropertyTypeId } from '@app/shared/reference/property';
import type { DemoPhotoKind } from '../../modules/media/index';

/**
 * The listing form's property types (spec: Listing form) with machine ids, and how each
 * one is shaped: bedroom mix, living area, price level, lot, which demo photos fit.
 * Foreclosure, New Development and Open House from the same list are a sale situation,
 * a listing type and an event rather than a kind of building, so the demo leaves them out.
 */
export type PropertyTypeProfile = {
  /** The shared listing-form id, so listings match search filters. */
  id: TListingPropertyTypeId;
  /** [beds, relative weight]; 0 beds is a studio. */
  beds: readonly (readonly [number, number])[];
  /** Living area ≈ base + perBed × beds, in sq ft. Null: no building (land). */
  sqft: { base: number; perBed: number } | null;
  /** Price per sq ft relative to the city's typical house. */
  priceFactor: number;
  lot: 'none' | 'house' | 'townhouse' | 'manufactured' | 'land';
  photo: DemoPhotoKind;
  /** Units inside a building carry an apartment number. */
  hasUnit: boolean;
  nouns: readonly string[];
};

export const PROPERTY_TYPES = {
  singleFamily: {
    id: 'single-family',
    beds: [
      [2, 12],
      [3, 40],
      [4, 30],
      [5, 12],
      [6, 6],
    ],
    sqft: { base: 900, perBed: 430 },
    priceFactor: 1,
    lot: 'house',
    photo: 'house',
    hasUnit: false,
    nouns: ['home', 'family home', 'single-family home'],
  },
  house: {
    id: 'house',
    beds: [
      [1, 4],
      [2, 20],
      [3, 40],
      [4, 25],
      [5, 8],
      [6, 3],
    ],
    sqft: { base: 850, perBed: 420 },
    priceFactor: 0.97,
    lot: 'house',
    photo: 'house',
    hasUnit: false,
    nouns: ['house', 'home'],
  },
  townhouse: {
    id: 'townhouse',
    beds: [
      [1, 5],
      [2, 35],
      [3, 45],
      [4, 15],
    ],
    sqft: { base: 700, perBed: 420 },
    priceFactor: 0.95,
    lot: 'townhouse',
    photo: 'townhouse',
    hasUnit: false,
    nouns: ['townhouse', 'townhome'],
  },
  apartment: {
    id: 'apartment',
    beds: [
      [0, 15],
      [1, 40],
      [2, 33],
      [3, 12],
    ],
    sqft: { base: 450, perBed: 360 },
    priceFactor: 0.95,
    lot: 'none',
    photo: 'apartment',
    hasUnit: true,
    nouns: ['apartment', 'residence'],
  },
  condoCoop: {
    id: 'condo',
    beds: [
      [0, 12],
      [1, 35],
      [2, 38],
      [3, 13],
      [4, 2],
    ],
    sqft: { base: 480, perBed: 380 },
    priceFactor: 1.05,
    lot: 'none',
    photo: 'apartment',
    hasUnit: true,
    nouns: ['condo'],
  },
  multiFamily: {
    id: 'multi-family',
    beds: [
      [3, 10],
      [4, 35],
      [5, 20],
      [6, 35],
    ],
    sqft: { base: 1000, perBed: 430 },
    priceFactor: 0.85,
    lot: 'house',
    photo: 'house',
    hasUnit: false,
    nouns: ['duplex', 'two-family home', 'triplex'],
  },
  manufactured: {
    id: 'manufactured',
    beds: [
      [1, 5],
      [2, 35],
      [3, 50],
      [4, 10],
    ],
    sqft: { base: 600, perBed: 320 },
    priceFactor: 0.5,
    lot: 'manufactured',
    photo: 'house',
    hasUnit: false,
    nouns: ['manufactured home'],
  },
  lotLand: {
    id: 'lot-land',
    beds: [[0, 1]],
    sqft: null,
    priceFactor: 1,
    lot: 'land',
    photo: 'land',
    hasUnit: false,
    nouns: ['lot', 'parcel', 'building lot'],
  },
  newConstruction: {
    id: 'new-construction',
    beds: [
      [2, 8],
      [3, 35],
      [4, 37],
      [5, 15],
      [6, 5],
    ],
    sqft: { base: 1100, perBed: 460 },
    priceFactor: 1.15,
    lot: 'house',
    photo: 'house',
    hasUnit: false,
    nouns: ['new-build home', 'new construction home'],
  },
} as const satisfies Record<string, PropertyTypeProfile>;

/** Every property type the demo uses, in a fixed order. */
export const DEMO_PROPERTY_TYPES: readonly PropertyTypeProfile[] = Object.values(PROPERTY_TYPES);

/** The machine ids the demo writes into `listings.property_type`. */
export const DEMO_PROPERTY_TYPE_IDS: readonly string[] = DEMO_PROPERTY_TYPES.map((t) => t.id);

/** How common each type is in a city: dense cities sell units, spread-out cities sell houses. */
export function propertyTypeWeights(urban: number, rowhouse: boolean): (readonly [PropertyTypeProfile, number])[] {
  const t = PROPERTY_TYPES;
  return [
    [t.singleFamily, 34 * (1 - urban)],
    [t.house, 12 * (1 - urban)],
    [t.townhouse, rowhouse ? 22 : 8],
    [t.condoCoop, 40 * urban + 3],
    [t.apartment, 18 * urban + 2],
    [t.multiFamily, 5],
    [t.manufactured, urban < 0.4 ? 3 : 0],
    [t.lotLand, urban < 0.6 ? 4 * (1 - urban) : 0],
    [t.newConstruction, 5 * (1 - urban) + 1],
  ];
}
