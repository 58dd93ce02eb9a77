import { APPLIANCE_IDS, PROPERTY_FEATURE_IDS, ROOM_TYPE_IDS } from '@app/shared/reference/property';
import { COOLING_TYPE_IDS, HEATING_TYPE_IDS, PARKING_TYPE_IDS } from '@app/shared/reference/building-systems';
import {
  APPLIANCES,
  CLIMATES,
  climateOf,
  FLOORING,
  IMPLIED_BY_TEXT,
  UNIT_HEATING,
  type ApplianceId,
  type ClimateProfile,
  type CoolingId,
  type FeatureId,
  type FlooringId,
  type HeatingId,
  type ParkingId,
  type RoomTypeId,
  type Weights,
} from './data/amenities';
import type { DemoCity } from './data/cities';
import type { PropertyTypeProfile } from './data/property-types';
import type { Rng } from '../platform/rng/rng';

/** The Features step of a listing: every list in the shared reference order. */
export type Amenities = {
  roomTypes: RoomTypeId[];
  features: FeatureId[];
  appliances: ApplianceId[];
  flooring: FlooringId[];
  parking: ParkingId[];
  cooling: CoolingId[];
  heating: HeatingId[];
};

/** What the lists are drawn from: the listing's facts so far. */
export type AmenityFacts = {
  type: PropertyTypeProfile;
  city: DemoCity;
  beds: number;
  sizeSqft: number | null;
  lotSizeSqft: number | null;
  yearBuilt: number | null;
  priceMinor: number;
  /** The descriptive style ("Loft", "Prewar" …). */
  style: string;
  /** Units: the floor, and whether the building is a tower. */
  floor: number | null;
  highRise: boolean;
};

type Kind = 'house' | 'townhouse' | 'unit' | 'multiFamily' | 'manufactured' | 'land';
const kindOf = (type: PropertyTypeProfile): Kind =>
  type.hasUnit
    ? 'unit'
    : type.id === 'townhouse'
      ? 'townhouse'
      : type.id === 'multi-family'
        ? 'multiFamily'
        : type.id === 'manufactured'
          ? 'manufactured'
          : type.id === 'lot-land'
            ? 'land'
            : 'house';

const WARM = new Set(['desert', 'hot', 'humid', 'subtropical']);
const indexOf = <T extends string>(ids: readonly T[]) => new Map(ids.map((id, i) => [id, i]));
const ORDER = {
  roomTypes: indexOf(ROOM_TYPE_IDS),
  features: indexOf(PROPERTY_FEATURE_IDS),
  appliances: indexOf(APPLIANCE_IDS),
  parking: indexOf(PARKING_TYPE_IDS),
  cooling: indexOf(COOLING_TYPE_IDS),
  heating: indexOf(HEATING_TYPE_IDS),
};

/** Draws each id with its own odds, in the reference order. */
function drawEach<T extends string>(rng: Rng, ids: readonly T[], odds: (id: T) => number): T[] {
  const out: T[] = [];
  for (const id of ids) if (rng.chance(odds(id))) out.push(id);
  return out;
}

/** Up to `count` different items by weight. */
export function pickWeighted<T>(rng: Rng, weights: Weights<T>, count: number): T[] {
  const pool = [...weights];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    const item = rng.weighted(pool);
    out.push(item);
    pool.splice(
      pool.findIndex(([candidate]) => candidate === item),
      1,
    );
  }
  return out;
}

function roomOdds(f: AmenityFacts, kind: Kind, c: ClimateProfile): (id: RoomTypeId) => number {
  const price = f.priceMinor / 100;
  const size = f.sizeSqft ?? 0;
  const big = f.beds >= 3;
  const odds: Record<Kind, Partial<Record<RoomTypeId, number>>> = {
    house: {
      'breakfast-nook': 0.3,
      'laundry-room': 0.6,
      office: big ? 0.4 : 0.2,
      'dining-room': 0.7,
      library: size > 3000 ? 0.15 : 0.03,
      pantry: f.type.id === 'new-construction' ? 0.7 : 0.4,
      'family-room': big ? 0.6 : 0.3,
      'master-bath': f.beds >= 2 ? 0.8 : 0.2,
      'guest-house': (f.lotSizeSqft ?? 0) > 10_000 ? 0.08 : 0.01,
      basement: c.basement * (f.type.id === 'new-construction' ? 0.7 : 1),
      'wine-cellar': price > 1_500_000 ? 0.2 : 0.02,
      rooftop: 0.01,
      gym: size > 3500 ? 0.15 : 0.03,
      other: 0.04,
    },
    townhouse: {
      'breakfast-nook': 0.15,
      'laundry-room': 0.45,
      office: 0.3,
      'dining-room': 0.5,
      library: 0.02,
      pantry: 0.2,
      'family-room': 0.3,
      'master-bath': f.beds >= 2 ? 0.75 : 0.2,
      basement: c.basement * (f.city.rowhouse ? 0.7 : 0.3),
      'wine-cellar': 0.01,
      rooftop: f.city.urban > 0.4 ? 0.3 : 0.1,
      gym: 0.02,
      other: 0.03,
    },
    unit: {
      'breakfast-nook': 0.08,
      'laundry-room': 0.15,
      office: f.beds >= 2 ? 0.25 : 0.05,
      'dining-room': f.beds >= 2 ? 0.35 : 0.1,
      library: 0.01,
      pantry: 0.1,
      'family-room': 0.05,
      'master-bath': f.beds >= 2 ? 0.75 : 0.1,
      'wine-cellar': price > 2_000_000 ? 0.05 : 0,
      rooftop: 0.25,
      gym: 0.04,
      other: 0.03,
    },
    multiFamily: {
      'breakfast-nook': 0.1,
      'laundry-room': 0.5,
      office: 0.1,
      'dining-room': 0.5,
      pantry: 0.2,
      'family-room': 0.2,
      'master-bath': 0.3,
      'guest-house': 0.02,
      basement: c.basement,
      rooftop: 0.02,
      other: 0.05,
    },
    manufactured: {
      'breakfast-nook': 0.2,
      'laundry-room': 0.6,
      office: 0.15,
      'dining-room': 0.4,
      pantry: 0.25,
      'family-room': 0.3,
      'master-bath': f.beds >= 2 ? 0.6 : 0.1,
      other: 0.03,
    },
    land: {},
  };
  const table = odds[kind];
  return (id) => table[id] ?? 0;
}

function features(rng: Rng, f: AmenityFacts, kind: Kind, c: ClimateProfile): FeatureId[] {
  if (kind === 'land') return [];
  const price = f.priceMinor / 100;
  const lot = f.lotSizeSqft ?? 0;
  const isNew = f.type.id === 'new-construction' || (f.yearBuilt ?? 0) >= 2015;
  const unit = kind === 'unit';
  let pool = false;
  return drawEach(rng, PROPERTY_FEATURE_IDS, (id) => {
    switch (id) {
      case 'cable-ready':
        return unit ? 0.55 : 0.45;
      case 'fitness-center':
        return unit ? ((f.yearBuilt ?? 0) >= 2000 ? 0.75 : 0.35) : kind === 'townhouse' ? 0.1 : 0;
      case 'sauna':
        return unit ? 0.06 : price > 1_500_000 ? 0.1 : 0.02;
      case 'elevator':
        return unit ? (f.highRise ? 0.97 : (f.floor ?? 1) > 3 ? 0.8 : 0.45) : kind === 'house' && price > 2_000_000 ? 0.05 : 0.003;
      case 'pool': {
        const odds = unit ? Math.min(0.6, c.pool * 1.4 + 0.04) : kind === 'house' ? c.pool * (lot > 6000 ? 1 : 0.6) : c.pool * 0.3;
        pool = rng.chance(odds);
        return pool ? 1 : 0;
      }
      case 'jacuzzi':
        return pool ? 0.35 : 0.03;
      case 'video-doorbell':
        return unit ? 0.08 : isNew ? 0.6 : 0.28;
      case 'tennis-court':
        return kind === 'house' && lot > 20_000 ? 0.08 : 0.005;
      case 'gazebo':
        return kind === 'house' && lot > 8000 ? 0.06 : 0.01;
      case 'steam-room':
        return unit ? 0.04 : price > 2_000_000 ? 0.05 : 0.002;
      case 'solar':
        return unit ? 0.02 : c.solar * (isNew ? 2 : kind === 'house' ? 1 : 0.5);
    }
  });
}

function appliances(rng: Rng, f: AmenityFacts, kind: Kind): ApplianceId[] {
  if (kind === 'land') return [];
  const base =
    f.type.id === 'new-construction'
      ? APPLIANCES.newBuild
      : kind === 'unit' || kind === 'townhouse'
        ? APPLIANCES.unit
        : kind === 'house'
          ? APPLIANCES.house
          : APPLIANCES[kind];
  const prewar = kind === 'unit' && f.city.region === 'northeast' && (f.yearBuilt ?? 0) < 1960;
  const newUnit = kind === 'unit' && (f.yearBuilt ?? 0) >= 2010;
  let washer = false;
  return drawEach(rng, APPLIANCE_IDS, (id) => {
    switch (id) {
      case 'dishwasher':
        return prewar ? 0.6 : base.dishwasher;
      case 'garbage-disposal':
        return prewar ? 0.2 : base.disposal;
      case 'refrigerator':
        return base.refrigerator;
      case 'freezer':
        return base.freezer;
      case 'range-oven':
        return base.range;
      case 'washer':
        washer = rng.chance(prewar ? 0.25 : newUnit ? 0.85 : base.washer);
        return washer ? 1 : 0;
      case 'dryer':
        return washer ? 0.95 : 0.02;
    }
  });
}

function flooring(rng: Rng, f: AmenityFacts, kind: Kind, warm: boolean): FlooringId[] {
  if (kind === 'land') return [];
  const built = f.yearBuilt ?? 2000;
  const table: Weights<FlooringId> =
    kind === 'manufactured'
      ? FLOORING.manufactured
      : f.priceMinor > 250_000_000
        ? FLOORING.luxury
        : kind === 'unit'
          ? f.style === 'Loft'
            ? FLOORING.loft
            : FLOORING.unit
          : built < 1950
            ? FLOORING.old
            : built < 2000
              ? FLOORING.midCentury
              : FLOORING.recent;
  const weights = warm ? table.map(([id, w]) => [id, id === 'tile' ? w * 2 : w] as const) : table;
  return pickWeighted(
    rng,
    weights,
    rng.weighted([
      [1, 3],
      [2, 5],
      [3, 2],
    ] as const),
  );
}

function parking(rng: Rng, f: AmenityFacts, kind: Kind, climate: string): ParkingId[] {
  if (kind === 'land') return [];
  const built = f.yearBuilt ?? 2000;
  const isNew = f.type.id === 'new-construction' || built >= 2015;
  const nyc = f.city.city === 'New York';
  const hot = climate === 'desert' || climate === 'hot';
  const garage = kind === 'house' && built >= 1950 && f.city.urban < 0.5 ? 0.65 : 0.3;
  const odds: Record<Exclude<Kind, 'land'>, Partial<Record<ParkingId, number>>> = {
    house: {
      'attached-garage': garage,
      'detached-garage': built < 1950 ? 0.4 : 0.1,
      carport: hot ? 0.1 : 0.02,
      driveway: 0.7,
      street: f.city.urban > 0.4 || built < 1940 ? 0.4 : 0.1,
    },
    townhouse: f.city.rowhouse
      ? { 'attached-garage': 0.2, 'assigned-space': 0.15, street: 0.7 }
      : { 'attached-garage': 0.7, driveway: 0.3, 'assigned-space': 0.2, street: 0.1 },
    unit: nyc ? { 'attached-garage': 0.1, street: 0.3 } : { 'attached-garage': 0.25, 'assigned-space': 0.45, street: 0.25 },
    multiFamily: { 'detached-garage': 0.25, driveway: 0.5, street: 0.6 },
    manufactured: { carport: 0.5, driveway: 0.6 },
  };
  const table = odds[kind];
  const out = drawEach(rng, PARKING_TYPE_IDS, (id) =>
    id === 'ev-charging' ? (isNew ? 0.4 : f.city.region === 'west' ? 0.08 : 0.03) : (table[id] ?? 0),
  );
  if (out.length === 0 || (out.length === 1 && out[0] === 'ev-charging')) return nyc && kind === 'unit' ? ['none'] : ['street'];
  return out;
}

function cooling(rng: Rng, f: AmenityFacts, kind: Kind, c: ClimateProfile): CoolingId[] {
  if (kind === 'land') return [];
  const built = f.yearBuilt ?? 2000;
  const central = Math.min(1, c.centralAir * (built >= 1980 ? 1 : 0.6) + (f.type.id === 'new-construction' ? 0.3 : 0));
  const out: CoolingId[] = [];
  if (rng.chance(central)) out.push('central-air');
  else if (!rng.chance(c.noCooling)) out.push(rng.chance(built < 1980 ? 0.65 : 0.3) ? 'window-units' : 'ductless-mini-split');
  if (rng.chance(c.evaporative)) out.push('evaporative');
  if (rng.chance(c.ceilingFans * (kind === 'unit' ? 0.5 : 1))) out.push('ceiling-fans');
  out.sort((a, b) => (ORDER.cooling.get(a) ?? 0) - (ORDER.cooling.get(b) ?? 0));
  return out.length > 0 ? out : ['none'];
}

function heating(rng: Rng, f: AmenityFacts, kind: Kind, c: ClimateProfile, cold: boolean): HeatingId[] {
  if (kind === 'land') return [];
  const prewar = kind === 'unit' && cold && (f.yearBuilt ?? 2000) < 1960 && (f.city.region === 'northeast' || f.city.region === 'midwest');
  const main = rng.weighted(prewar ? UNIT_HEATING.prewar : kind === 'unit' && cold ? UNIT_HEATING.modern : c.heating);
  const fireplace =
    kind === 'house' ? c.fireplace : kind === 'townhouse' ? c.fireplace * 0.6 : kind === 'unit' ? (prewar ? 0.1 : 0.03) : 0.06;
  if (!rng.chance(fireplace)) return [main];
  return main === 'none' ? ['fireplace'] : [main, 'fireplace'];
}

/** The Features step of a listing, plausible for its type, age, price and city. */
export function generateAmenities(rng: Rng, f: AmenityFacts): Amenities {
  const kind = kindOf(f.type);
  const climate = climateOf(f.city);
  const c = CLIMATES[climate];
  return {
    roomTypes: kind === 'land' ? [] : drawEach(rng, ROOM_TYPE_IDS, roomOdds(f, kind, c)),
    features: features(rng, f, kind, c),
    appliances: appliances(rng, f, kind),
    flooring: flooring(rng, f, kind, WARM.has(climate)),
    parking: parking(rng, f, kind, climate),
    cooling: cooling(rng, f, kind, c),
    heating: heating(rng, f, kind, c, climate === 'cold' || climate === 'subarctic'),
  };
}

function addInOrder<T extends string>(list: T[], id: T, order?: Map<T, number>): void {
  if (list.includes(id)) return;
  list.push(id);
  if (order) list.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/**
 * Adds what the title and description promise ("a pool", "central air", "a two-car garage"),
 * so the copy and the lists agree; "none" entries give way.
 */
export function addImpliedAmenities(amenities: Amenities, text: string): Amenities {
  for (const rule of IMPLIED_BY_TEXT) {
    if (!text.includes(rule.phrase)) continue;
    if (rule.roomTypes) addInOrder(amenities.roomTypes, rule.roomTypes, ORDER.roomTypes);
    if (rule.features) addInOrder(amenities.features, rule.features, ORDER.features);
    for (const id of rule.appliances ?? []) addInOrder(amenities.appliances, id, ORDER.appliances);
    if (rule.flooring) addInOrder(amenities.flooring, rule.flooring);
    if (rule.parking) {
      amenities.parking = amenities.parking.filter((id) => id !== 'none');
      addInOrder(amenities.parking, rule.parking, ORDER.parking);
    }
    if (rule.cooling) {
      amenities.cooling = amenities.cooling.filter((id) => id !== 'none' && id !== 'window-units');
      addInOrder(amenities.cooling, rule.cooling, ORDER.cooling);
    }
  }
  return amenities;
}
