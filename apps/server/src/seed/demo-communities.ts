import type { TCommunityDraft } from '@app/shared/listings/community.schema';
import { APPLIANCE_IDS, PROPERTY_FEATURE_IDS, ROOM_TYPE_IDS } from '@app/shared/reference/property';
import type { communities, ListingPhoto } from '../db/schema/index';
import { CLIMATES, climateOf, type FeatureId, type HeatingId, type ParkingId, type RoomTypeId } from './data/amenities';
import { BUILDING_NAMES, COMMUNITY_BEDS, FINISHES } from './data/communities';
import { PROPERTY_TYPES } from './data/property-types';
import { constructionFor, minimumPrice, type SellerRole } from './demo-details';
import { listingDraft, type DemoListing } from './demo-draft';
import {
  writeCommunityDescription,
  writeCommunityTitle,
  writeUnitDescription,
  writeUnitTitle,
  type CommunityFacts,
} from './demo-community-text';
import { addMonths, bathsFor, CITY_WEIGHTS, photos, PUBLISHED_WITHIN_DAYS, roundPrice, spread, toSecond } from './demo-listings';
import { coordinates, streetAddress } from './demo-places';
import { feesAndTaxes, listingContacts, negotiableTerms, nonNegotiableTerms, propertyTaxMinor, type DemoCompany } from './demo-terms';
import type { Rng } from '../platform/rng/rng';

/** A communities row with every column the demo sets. */
export type DemoCommunity = Required<Omit<typeof communities.$inferInsert, 'photos' | 'details'>> & {
  photos: ListingPhoto[];
  details: TCommunityDraft;
};

export type CommunityOptions = {
  /** A developer: the community and all its units are theirs. */
  ownerId: string;
  referenceDate: Date;
  companies: readonly DemoCompany[];
  /** Units beyond this many are left out (the data set ends); the community itself is unchanged. */
  maxListings: number;
  /** The listing key of the community's k-th unit. */
  listingKey: (k: number) => string | null;
};

const DAY_MS = 86_400_000;
const LAUNCH_DAYS = 3;

const PARKING: ParkingId[] = ['attached-garage', 'assigned-space', 'ev-charging'];
const PARKING_ODDS = [0.6, 0.7, 0.6];

/** What the whole building shares: amenities, finishes, systems. */
function buildingFeatures(rng: Rng, o: { nyc: boolean; climate: ReturnType<typeof climateOf> }) {
  const c = CLIMATES[o.climate];
  const odds: Record<FeatureId, number> = {
    'cable-ready': 0.7,
    'fitness-center': 0.85,
    sauna: 0.2,
    elevator: 1,
    pool: Math.min(0.8, c.pool * 1.5 + 0.1),
    jacuzzi: 0,
    'video-doorbell': 0.4,
    'tennis-court': 0.03,
    gazebo: 0.02,
    'steam-room': 0.12,
    solar: Math.min(0.5, c.solar * 1.5),
  };
  const features = PROPERTY_FEATURE_IDS.filter((id) => {
    const yes = rng.chance(odds[id]);
    // A hot tub goes with the pool deck.
    if (id === 'pool' && yes) odds.jacuzzi = 0.4;
    return yes;
  });
  const parking: ParkingId[] = o.nyc
    ? [rng.chance(0.4) ? 'attached-garage' : 'none']
    : PARKING.filter((_, i) => rng.chance(PARKING_ODDS[i] ?? 0));
  const cold = o.climate === 'cold' || o.climate === 'subarctic';
  const heating: HeatingId = rng.weighted(
    cold
      ? [
          ['forced-air', 4],
          ['radiant-floor', 3],
          ['heat-pump', 3],
        ]
      : [
          ['heat-pump', 6],
          ['forced-air', 3],
          ['radiant-floor', 1],
        ],
  );
  return {
    features,
    rooftop: rng.chance(0.6),
    noDisposal: rng.chance(0.15),
    // EV chargers are at parking spaces: a building with chargers has spaces.
    parking: parking.length === 0 || parking[0] === 'ev-charging' ? (['assigned-space', ...parking] as ParkingId[]) : parking,
    cooling: c.noCooling >= 0.6 && rng.chance(0.5) ? ('ductless-mini-split' as const) : ('central-air' as const),
    heating,
  };
}

/**
 * A new-development community and its 3 to 8 units: one condo or apartment building, its units
 * on the same street address with their own unit numbers, sharing the building's features,
 * terms, contacts and photos, all sold by the developer who owns the community.
 */
export function generateCommunity(rng: Rng, o: CommunityOptions): { community: DemoCommunity; listings: DemoListing[] } {
  const ref = o.referenceDate.getTime();
  const id = rng.uuid();
  const size = rng.int(3, 8);
  const city = rng.weighted(CITY_WEIGHTS);
  const type = rng.chance(0.75) ? PROPERTY_TYPES.condoCoop : PROPERTY_TYPES.apartment;
  const street = streetAddress(rng, city);
  const { latitude, longitude } = coordinates(rng, city);
  const zip = rng.pick(city.zips);
  const neighborhood = rng.pick(city.neighborhoods);
  const stories = city.urban > 0.8 ? rng.int(14, 40) : rng.int(4, 12);
  const built = o.referenceDate.getUTCFullYear() - rng.int(0, 1);
  const title = writeCommunityTitle(rng, { name: rng.pick(BUILDING_NAMES), street, neighborhood });
  const [finish, flooring] = rng.pick(FINISHES);
  const climate = climateOf(city);
  const building = buildingFeatures(rng, { nyc: city.city === 'New York', climate });
  const buildingRooms: RoomTypeId[] = building.rooftop ? ['rooftop'] : [];
  const facts: CommunityFacts = {
    title,
    city,
    neighborhood,
    landmark: rng.pick(city.landmarks),
    stories,
    residences: rng.int(4, 12) * 6,
    finish,
    amenities: [...building.features, ...buildingRooms],
    noun: type.id === 'condo' ? 'condo' : 'residence',
  };
  const description = writeCommunityDescription(rng, facts);
  const sellerRole: SellerRole = rng.chance(0.7) ? 'developer' : 'sales-associate';
  const construction = constructionFor(rng, { type, city, style: 'Modern', yearBuilt: built }, stories > 6);
  const style = rng.chance(0.6) ? ('modern' as const) : ('contemporary' as const);
  const hoaPerSqft = (0.35 + city.ppsf / 2500) * spread(rng, 0.1);
  const ppsf = city.ppsf * type.priceFactor * 1.15 * spread(rng, 0.08);
  const appliances = APPLIANCE_IDS.filter((a) => a !== 'freezer' && (a !== 'garbage-disposal' || !building.noDisposal));
  const shared = {
    appliances,
    flooring: [...flooring],
    parking: building.parking,
    cooling: [building.cooling],
    heating: [building.heating],
    ...(rng.chance(0.5) ? { vrLink: `https://tours.example.com/vr/${id.slice(0, 8)}` } : {}),
    nonNegotiable: nonNegotiableTerms(rng, { state: city.state, hoa: true, building: true }),
    negotiable: negotiableTerms(rng, true),
  };
  const contacts = listingContacts(rng, o.companies, city.region, true);
  const communityPhotos = photos(rng, type);
  // Sales launch at least a few days back, within the window published listings fall in.
  const launch = ref - rng.float(LAUNCH_DAYS * DAY_MS, PUBLISHED_WITHIN_DAYS * DAY_MS - 1000);
  const address = { country: 'us' as const, street, city: city.city, state: city.state, zip };
  const community: DemoCommunity = {
    id,
    ownerId: o.ownerId,
    title,
    description,
    listingType: 'new-development',
    street,
    apt: null,
    city: city.city,
    state: city.state,
    zip,
    country: 'us',
    latitude,
    longitude,
    photos: communityPhotos,
    details: {
      title,
      description,
      listingType: 'new-development',
      address,
      location: { lat: latitude, lng: longitude },
      ...(buildingRooms.length > 0 ? { roomTypes: buildingRooms } : {}),
      features: building.features,
      ...shared,
    },
    createdAt: toSecond(launch - rng.float(5, 30) * DAY_MS),
    updatedAt: toSecond(launch),
  };

  const used = new Set<string>();
  const listings: DemoListing[] = [];
  for (let k = 0; k < Math.min(size, o.maxListings); k++) {
    const unitId = rng.uuid();
    const beds = rng.weighted(COMMUNITY_BEDS);
    const baths = bathsFor(rng, type, beds);
    const sizeSqft = Math.round(((type.sqft.base + type.sqft.perBed * beds) * spread(rng, 0.1)) / 10) * 10;
    let floor = 0;
    let code = '';
    do {
      floor = rng.int(2, stories);
      code = `${floor}${'ABCDEFGH'[rng.int(0, 7)]}`;
    } while (used.has(code));
    used.add(code);
    const priceMinor = roundPrice(rng, sizeSqft * ppsf * (1 + 0.006 * floor) * spread(rng, 0.04)) * 100;
    const hoaMinor = Math.max(5, Math.round((sizeSqft * hoaPerSqft) / 5) * 5) * 100;
    const unit = { code, beds, baths, sizeSqft };
    const unitTitle = writeUnitTitle(rng, facts, unit);
    const unitDescription = writeUnitDescription(rng, facts, unit);
    const roomTypes = ROOM_TYPE_IDS.filter((room) => {
      if (room === 'rooftop') return building.rooftop;
      if (room === 'master-bath') return beds >= 1;
      if (room === 'office' || room === 'dining-room') return beds >= 2 && rng.chance(room === 'office' ? 0.3 : 0.4);
      return false;
    });
    const publishedAt = toSecond(launch + rng.float(0, LAUNCH_DAYS * DAY_MS));
    const createdAt = toSecond(publishedAt.getTime() - rng.float(0.02, 10) * DAY_MS);
    const updatedAt = toSecond(publishedAt.getTime() + rng.next() * Math.min(ref - publishedAt.getTime(), 10 * DAY_MS));
    const row: Omit<DemoListing, 'details'> = {
      id: unitId,
      listingKey: o.listingKey(k),
      ownerId: o.ownerId,
      complete: true,
      status: 'active',
      listingType: 'new-development',
      title: unitTitle,
      description: unitDescription,
      priceMinor,
      currency: 'USD',
      propertyType: type.id,
      beds,
      baths,
      sizeSqft,
      lotSizeSqft: null,
      yearBuilt: built,
      street,
      apt: `Unit ${code}`,
      city: city.city,
      state: city.state,
      zip,
      country: 'us',
      latitude,
      longitude,
      photos: communityPhotos,
      featured: rng.chance(0.02),
      publishedAt,
      createdAt,
      updatedAt,
      listingKind: 'community',
      communityId: id,
      hidden: false,
      sellerRole,
      hoaMinor,
      featureIds: building.features,
      termMonths: 6,
      expiresAt: addMonths(publishedAt, 6),
      expiryNoticeAt: null,
      listhubEmail: null,
    };
    const extras = {
      minimumSellingPrice: minimumPrice(rng, priceMinor),
      construction,
      style,
      occupancy: 'vacant' as const,
      roomTypes,
      ...shared,
      feesAndTaxes: feesAndTaxes(hoaMinor, propertyTaxMinor(rng, priceMinor, city.state)),
      contacts,
    };
    listings.push({ ...row, details: listingDraft(row, extras) });
  }
  return { community, listings };
}
