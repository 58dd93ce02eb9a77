import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import type { DemoCity, Region } from './cities';

/**
 * What a home comes with, by climate and kind of building: the odds the demo draws room types,
 * features, appliances, flooring, parking, cooling and heating from. Rough US shares, tuned so
 * a Phoenix listing has a pool far more often than a Boston one and a Chicago house a basement.
 */
export type RoomTypeId = NonNullable<TListingDraft['roomTypes']>[number];
export type FeatureId = NonNullable<TListingDraft['features']>[number];
export type ApplianceId = NonNullable<TListingDraft['appliances']>[number];
export type FlooringId = NonNullable<TListingDraft['flooring']>[number];
export type ParkingId = NonNullable<TListingDraft['parking']>[number];
export type CoolingId = NonNullable<TListingDraft['cooling']>[number];
export type HeatingId = NonNullable<TListingDraft['heating']>[number];
export type Weights<T> = readonly (readonly [T, number])[];

export type Climate = 'cold' | 'subarctic' | 'marine' | 'mediterranean' | 'desert' | 'hot' | 'humid' | 'subtropical';

const REGION_CLIMATE: Record<Region, Climate> = { northeast: 'cold', midwest: 'cold', south: 'humid', southwest: 'hot', west: 'marine' };
const CLIMATE_OF_CITY: Record<string, Climate> = {
  Phoenix: 'desert',
  Tucson: 'desert',
  'Las Vegas': 'desert',
  'El Paso': 'desert',
  Albuquerque: 'desert',
  Miami: 'subtropical',
  Honolulu: 'subtropical',
  Tampa: 'subtropical',
  Orlando: 'subtropical',
  Jacksonville: 'subtropical',
  Houston: 'subtropical',
  'New Orleans': 'subtropical',
  'Los Angeles': 'mediterranean',
  'San Diego': 'mediterranean',
  'San Jose': 'mediterranean',
  Sacramento: 'mediterranean',
  Denver: 'cold',
  'Salt Lake City': 'cold',
  Boise: 'cold',
  Anchorage: 'subarctic',
};

/** The city's climate: its own entry, or its region's. */
export function climateOf(city: DemoCity): Climate {
  return CLIMATE_OF_CITY[city.city] ?? REGION_CLIMATE[city.region];
}

export type ClimateProfile = {
  /** A detached home has a private pool. */
  pool: number;
  /** A house has a basement. */
  basement: number;
  /** A home built since 1980 has central air (older ones about 0.6 of that). */
  centralAir: number;
  /** Homes without central air that have no cooling at all (the rest use window units or mini-splits). */
  noCooling: number;
  evaporative: number;
  ceilingFans: number;
  /** The main heating of a house. */
  heating: Weights<HeatingId>;
  fireplace: number;
  /** Rooftop solar on a house. */
  solar: number;
};

export const CLIMATES: Record<Climate, ClimateProfile> = {
  cold: {
    pool: 0.04,
    basement: 0.8,
    centralAir: 0.8,
    noCooling: 0.15,
    evaporative: 0,
    ceilingFans: 0.2,
    fireplace: 0.35,
    solar: 0.04,
    heating: [
      ['forced-air', 60],
      ['boiler-radiators', 25],
      ['heat-pump', 7],
      ['baseboard', 5],
      ['radiant-floor', 3],
    ],
  },
  subarctic: {
    pool: 0,
    basement: 0.5,
    centralAir: 0.05,
    noCooling: 0.85,
    evaporative: 0,
    ceilingFans: 0.15,
    fireplace: 0.4,
    solar: 0.01,
    heating: [
      ['forced-air', 50],
      ['boiler-radiators', 30],
      ['baseboard', 15],
      ['radiant-floor', 5],
    ],
  },
  marine: {
    pool: 0.04,
    basement: 0.35,
    centralAir: 0.35,
    noCooling: 0.6,
    evaporative: 0,
    ceilingFans: 0.2,
    fireplace: 0.35,
    solar: 0.08,
    heating: [
      ['forced-air', 55],
      ['baseboard', 15],
      ['heat-pump', 15],
      ['boiler-radiators', 10],
      ['radiant-floor', 5],
    ],
  },
  mediterranean: {
    pool: 0.22,
    basement: 0.05,
    centralAir: 0.7,
    noCooling: 0.3,
    evaporative: 0.02,
    ceilingFans: 0.3,
    fireplace: 0.3,
    solar: 0.2,
    heating: [
      ['forced-air', 75],
      ['heat-pump', 12],
      ['radiant-floor', 5],
      ['baseboard', 5],
      ['none', 3],
    ],
  },
  desert: {
    pool: 0.42,
    basement: 0.03,
    centralAir: 0.95,
    noCooling: 0,
    evaporative: 0.2,
    ceilingFans: 0.45,
    fireplace: 0.2,
    solar: 0.18,
    heating: [
      ['forced-air', 50],
      ['heat-pump', 45],
      ['radiant-floor', 5],
    ],
  },
  hot: {
    pool: 0.16,
    basement: 0.04,
    centralAir: 0.95,
    noCooling: 0,
    evaporative: 0.01,
    ceilingFans: 0.45,
    fireplace: 0.3,
    solar: 0.07,
    heating: [
      ['forced-air', 60],
      ['heat-pump', 40],
    ],
  },
  humid: {
    pool: 0.1,
    basement: 0.12,
    centralAir: 0.92,
    noCooling: 0,
    evaporative: 0,
    ceilingFans: 0.45,
    fireplace: 0.3,
    solar: 0.05,
    heating: [
      ['forced-air', 50],
      ['heat-pump', 50],
    ],
  },
  subtropical: {
    pool: 0.32,
    basement: 0.02,
    centralAir: 0.95,
    noCooling: 0.1,
    evaporative: 0,
    ceilingFans: 0.55,
    fireplace: 0.05,
    solar: 0.1,
    heating: [
      ['heat-pump', 55],
      ['forced-air', 30],
      ['none', 15],
    ],
  },
};

/** Main floor finishes by era; warm climates add tile, units add their own. */
export const FLOORING = {
  old: [
    ['hardwood', 70],
    ['tile', 25],
    ['carpet', 15],
    ['laminate', 5],
  ],
  midCentury: [
    ['hardwood', 40],
    ['carpet', 40],
    ['tile', 35],
    ['laminate', 20],
    ['vinyl', 10],
  ],
  recent: [
    ['engineered-wood', 35],
    ['hardwood', 30],
    ['tile', 40],
    ['vinyl', 25],
    ['carpet', 20],
    ['laminate', 10],
  ],
  manufactured: [
    ['vinyl', 50],
    ['carpet', 45],
    ['laminate', 30],
    ['tile', 10],
  ],
  unit: [
    ['hardwood', 40],
    ['engineered-wood', 35],
    ['tile', 30],
    ['vinyl', 10],
    ['carpet', 8],
    ['concrete', 5],
  ],
  loft: [
    ['concrete', 50],
    ['hardwood', 40],
    ['engineered-wood', 20],
  ],
  luxury: [
    ['stone', 40],
    ['hardwood', 40],
    ['engineered-wood', 20],
  ],
} as const satisfies Record<string, Weights<FlooringId>>;

/** Heating in apartment buildings: steam radiators in old Northeast and Midwest stock. */
export const UNIT_HEATING = {
  prewar: [
    ['boiler-radiators', 80],
    ['baseboard', 15],
    ['forced-air', 5],
  ],
  modern: [
    ['forced-air', 40],
    ['heat-pump', 35],
    ['baseboard', 15],
    ['radiant-floor', 10],
  ],
} as const satisfies Record<string, Weights<HeatingId>>;

/** Odds of an appliance being included, by kind of home; dryers come with washers. */
export type ApplianceOdds = { dishwasher: number; disposal: number; refrigerator: number; range: number; washer: number; freezer: number };
export const APPLIANCES: Record<'house' | 'unit' | 'newBuild' | 'manufactured' | 'multiFamily', ApplianceOdds> = {
  house: { dishwasher: 0.88, disposal: 0.65, refrigerator: 0.88, range: 0.97, washer: 0.55, freezer: 0.08 },
  unit: { dishwasher: 0.85, disposal: 0.5, refrigerator: 0.95, range: 0.98, washer: 0.5, freezer: 0.02 },
  newBuild: { dishwasher: 0.98, disposal: 0.85, refrigerator: 0.75, range: 0.99, washer: 0.35, freezer: 0.03 },
  manufactured: { dishwasher: 0.6, disposal: 0.4, refrigerator: 0.9, range: 0.95, washer: 0.5, freezer: 0.05 },
  multiFamily: { dishwasher: 0.5, disposal: 0.4, refrigerator: 0.9, range: 0.95, washer: 0.4, freezer: 0.03 },
};

/**
 * Phrases the titles and descriptions may use (data/phrases.ts), and what a home described
 * that way must then have, so the copy and the feature lists never disagree.
 */
export const IMPLIED_BY_TEXT: readonly {
  phrase: string;
  roomTypes?: RoomTypeId;
  features?: FeatureId;
  appliances?: readonly ApplianceId[];
  flooring?: FlooringId;
  parking?: ParkingId;
  cooling?: CoolingId;
}[] = [
  { phrase: 'a pool', features: 'pool' },
  { phrase: 'fitness center', features: 'fitness-center' },
  { phrase: 'Hardwood floors', flooring: 'hardwood' },
  { phrase: 'Central air', cooling: 'central-air' },
  { phrase: 'gas range', appliances: ['range-oven'] },
  { phrase: 'a dishwasher', appliances: ['dishwasher'] },
  { phrase: 'n-unit laundry', appliances: ['washer', 'dryer'] },
  { phrase: 'walk-in pantry', roomTypes: 'pantry' },
  { phrase: 'dining room', roomTypes: 'dining-room' },
  { phrase: 'home office', roomTypes: 'office' },
  { phrase: 'finished basement', roomTypes: 'basement' },
  { phrase: 'primary suite', roomTypes: 'master-bath' },
  { phrase: 'roof deck', roomTypes: 'rooftop' },
  { phrase: 'rooftop deck', roomTypes: 'rooftop' },
  { phrase: 'two-car garage', parking: 'attached-garage' },
  { phrase: 'detached garage', parking: 'detached-garage' },
  { phrase: 'parking included', parking: 'assigned-space' },
  { phrase: 'carport', parking: 'carport' },
  { phrase: 'EV-ready', parking: 'ev-charging' },
];
