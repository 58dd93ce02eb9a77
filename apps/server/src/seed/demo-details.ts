import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import type { DemoCity } from './data/cities';
import { STYLE_IDS } from './data/phrases';
import type { PropertyTypeProfile } from './data/property-types';
import type { OwnerProfession } from './demo-accounts';
import { addImpliedAmenities, generateAmenities, type Amenities } from './demo-amenities';
import { mlsNumber } from './demo-places';
import { feesAndTaxes, listingContacts, negotiableTerms, nonNegotiableTerms, propertyTaxMinor, type DemoCompany } from './demo-terms';
import type { Rng } from '../platform/rng/rng';

type Draft = TListingDraft;
export type SellerRole = NonNullable<Draft['sellerRole']>;

/** What the details are drawn from: the listing's columns and copy, already generated. */
export type DetailFacts = {
  id: string;
  type: PropertyTypeProfile;
  city: DemoCity;
  beds: number;
  sizeSqft: number | null;
  lotSizeSqft: number | null;
  yearBuilt: number | null;
  priceMinor: number;
  listingType: 'resale' | 'new-development';
  /** The descriptive style of the copy ("Craftsman"). */
  style: string;
  floor: number | null;
  /** Title and description: what they promise, the lists must have. */
  text: string;
  owner: OwnerProfession | undefined;
  companies: readonly DemoCompany[];
};

/** The parts of a listing the details decide that are columns too. */
export type DetailColumns = { sellerRole: SellerRole; hoaMinor: number | null; featureIds: string[] };

const round = (value: number, step: number) => Math.round(value / step) * step;
const spread = (rng: Rng, sd: number) => Math.exp(Math.max(-2.5 * sd, Math.min(2.5 * sd, rng.normal(0, sd))));

/** Who sells: mostly the owner; agents' listings carry their role, developers sell new developments. */
export function sellerRoleFor(rng: Rng, owner: OwnerProfession | undefined, listingType: Draft['listingType']): SellerRole {
  if (owner === 'agent' && rng.chance(0.9)) return 'listing-agent';
  if (owner === 'developer') {
    return listingType === 'new-development'
      ? rng.weighted([
          ['developer', 3],
          ['sales-associate', 1],
        ] as const)
      : rng.weighted([
          ['company-director', 3],
          ['seller-owner', 2],
        ] as const);
  }
  if (listingType === 'new-development')
    return rng.weighted([
      ['seller-owner', 1],
      ['company-director', 1],
    ] as const);
  return rng.weighted([
    ['seller-owner', 93],
    ['trustee', 4],
    ['company-director', 3],
  ] as const);
}

/** What the house is built of: brick in the old East, wood frame out West, stucco (other) in the desert. */
export function constructionFor(
  rng: Rng,
  f: Pick<DetailFacts, 'type' | 'city' | 'style' | 'yearBuilt'>,
  highRise: boolean,
): Draft['construction'] {
  const old = (f.yearBuilt ?? 2000) < 1960;
  const east = f.city.region === 'northeast' || f.city.region === 'midwest';
  switch (f.type.id) {
    case 'lot-land':
      return undefined;
    case 'manufactured':
      return 'prefab';
    case 'apartment':
    case 'condo':
      if (highRise)
        return rng.weighted([
          ['steel', 7],
          ['other', 3],
        ] as const);
      return east && old
        ? rng.weighted([
            ['brick', 8],
            ['wood', 1],
            ['other', 1],
          ] as const)
        : rng.weighted([
            ['wood', 5],
            ['brick', 3],
            ['steel', 1],
            ['other', 1],
          ] as const);
    case 'townhouse':
      return f.city.rowhouse
        ? rng.weighted([
            ['brick', 85],
            ['other', 15],
          ] as const)
        : rng.weighted([
            ['wood', 6],
            ['brick', 4],
          ] as const);
    case 'new-construction':
      return rng.weighted([
        ['wood', 80],
        ['other', 10],
        ['steel', 5],
        ['prefab', 5],
      ] as const);
    default:
      if (f.style === 'Greystone') return 'other';
      if (f.style === 'Spanish')
        return rng.weighted([
          ['other', 6],
          ['wood', 4],
        ] as const);
      if (east)
        return rng.weighted([
          ['brick', old ? 6 : 4],
          ['wood', old ? 4 : 6],
        ] as const);
      if (f.city.region === 'south')
        return rng.weighted([
          ['brick', 55],
          ['wood', 45],
        ] as const);
      if (f.city.region === 'southwest')
        return rng.weighted([
          ['other', 35],
          ['wood', 40],
          ['brick', 25],
        ] as const);
      return rng.weighted([
        ['wood', 85],
        ['other', 15],
      ] as const);
  }
}

/** The form's style for the copy's style; ranches are mid-century up to 1975. */
export function styleFor(style: string, yearBuilt: number | null): Draft['style'] {
  const id = STYLE_IDS[style];
  if (id === 'ranch') return (yearBuilt ?? 2000) <= 1975 ? 'mid-century' : 'traditional';
  return id ?? undefined;
}

/** Monthly HOA dues in cents where there are any: units always, townhouses mostly, some houses. */
export function hoaFor(rng: Rng, f: Pick<DetailFacts, 'type' | 'city' | 'sizeSqft'>): number | null {
  const sunbelt = f.city.region === 'south' || f.city.region === 'southwest';
  const ppsf = f.city.ppsf;
  const size = f.sizeSqft ?? 1000;
  let dollars: number;
  switch (f.type.id) {
    case 'condo':
    case 'apartment':
      dollars = size * (0.3 + ppsf / 2500);
      break;
    case 'townhouse':
      if (!rng.chance(0.75)) return null;
      dollars = 90 + ppsf * 0.35;
      break;
    case 'new-construction':
      if (!rng.chance(0.45)) return null;
      dollars = (30 + ppsf * 0.12) * 1.5;
      break;
    case 'manufactured':
      if (!rng.chance(0.2)) return null;
      dollars = 60;
      break;
    case 'lot-land':
      if (!rng.chance(0.05)) return null;
      dollars = 40;
      break;
    case 'multi-family':
      return null;
    default:
      if (!rng.chance(sunbelt ? 0.25 : 0.08)) return null;
      dollars = 30 + ppsf * 0.12;
  }
  return Math.max(5, round(dollars * spread(rng, 0.2), 5)) * 100;
}

/** Owner-occupied or vacant mostly; tenants in many multi-family homes, with their rent and lease. */
function occupancy(rng: Rng, f: DetailFacts): Pick<Draft, 'occupancy' | 'monthlyRentIncome' | 'leaseLength'> {
  if (f.type.id === 'lot-land') return {};
  if (f.listingType === 'new-development' || f.type.id === 'new-construction') return { occupancy: 'vacant' };
  const tenants = f.type.id === 'multi-family' ? (f.text.includes('tenants are in place') ? 1 : 0.55) : f.type.hasUnit ? 0.12 : 0.04;
  if (!rng.chance(tenants)) return { occupancy: rng.chance(0.68) ? 'owner-occupied' : 'vacant' };
  // Gross yields run higher where homes are cheap: ~10% at $100/sq ft, ~4.5% at $1,400.
  const yieldPerYear = 0.085 * (200 / f.city.ppsf) ** 0.35 * spread(rng, 0.1);
  return {
    occupancy: 'tenant-occupied',
    monthlyRentIncome: Math.max(500, round((f.priceMinor / 100) * (yieldPerYear / 12), 25)) * 100,
    leaseLength: rng.chance(0.8) ? '12-months' : '6-months',
  };
}

/** The lowest price the seller takes, on a quarter of the listings: 92–98% of the asking price. */
export function minimumPrice(rng: Rng, priceMinor: number): number | undefined {
  if (!rng.chance(0.25)) return undefined;
  return Math.floor(((priceMinor / 100) * rng.float(0.92, 0.98)) / 1000) * 1000 * 100;
}

/** A tour link on some listings (and always when the copy offers a 3D tour). */
export function tourLinks(rng: Rng, id: string, text: string): Pick<Draft, 'vrLink' | 'view360Link'> {
  const code = id.slice(0, 8);
  const vr = text.includes('3D tour') || rng.chance(0.06);
  return {
    ...(vr ? { vrLink: `https://tours.example.com/vr/${code}` } : {}),
    ...(rng.chance(0.05) ? { view360Link: `https://tours.example.com/360/${code}` } : {}),
  };
}

/**
 * Everything of the wizard's draft the columns do not already hold, and the columns the
 * details decide (seller role, HOA, features). listingDraft() joins the two.
 */
export function generateDetails(rng: Rng, f: DetailFacts): { columns: DetailColumns; extras: Draft; amenities: Amenities } {
  const highRise = f.type.hasUnit && f.city.urban > 0.8;
  const sellerRole = sellerRoleFor(rng, f.owner, f.listingType);
  const hoaMinor = hoaFor(rng, f);
  const amenities = addImpliedAmenities(generateAmenities(rng, { ...f, highRise }), f.text);
  const land = f.type.id === 'lot-land';
  const extras: Draft = {
    minimumSellingPrice: minimumPrice(rng, f.priceMinor),
    ...(sellerRole === 'listing-agent' && rng.chance(0.9) ? { mlsNumber: mlsNumber(rng, f.city) } : {}),
    construction: constructionFor(rng, f, highRise),
    style: land ? undefined : styleFor(f.style, f.yearBuilt),
    ...occupancy(rng, f),
    ...amenities,
    ...tourLinks(rng, f.id, f.text),
    nonNegotiable: nonNegotiableTerms(rng, { state: f.city.state, hoa: hoaMinor !== null, building: !land }),
    negotiable: negotiableTerms(rng, !land),
    feesAndTaxes: feesAndTaxes(hoaMinor, propertyTaxMinor(rng, f.priceMinor, f.city.state)),
    contacts: listingContacts(rng, f.companies, f.city.region),
  };
  return { columns: { sellerRole, hoaMinor, featureIds: amenities.features }, extras, amenities };
}
