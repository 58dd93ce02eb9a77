import { optionIds } from './options';

/** Property types of the listing form (spec section 3). */
export const LISTING_PROPERTY_TYPES = [
  { id: 'single-family', label: 'Single Family' },
  { id: 'house', label: 'House' },
  { id: 'townhouse', label: 'Townhouse' },
  { id: 'apartment', label: 'Apartment' },
  { id: 'condo', label: 'Condo/Co-op' },
  { id: 'foreclosure', label: 'Foreclosure' },
  { id: 'multi-family', label: 'Multi-family' },
  { id: 'manufactured', label: 'Manufactured' },
  { id: 'lot-land', label: 'Lot/Land' },
  { id: 'new-construction', label: 'New Construction' },
  { id: 'new-development', label: 'New Development' },
  { id: 'open-house', label: 'Open House' },
] as const;
export type TListingPropertyTypeId = (typeof LISTING_PROPERTY_TYPES)[number]['id'];
/** The ids of LISTING_PROPERTY_TYPES, as a non-empty tuple for z.enum. */
export const LISTING_PROPERTY_TYPE_IDS = optionIds(LISTING_PROPERTY_TYPES);

/** Property types of the search filter; ids match the listing form's so a filter matches listings. */
export const SEARCH_PROPERTY_TYPES = [
  { id: 'single-family', label: 'Single family' },
  { id: 'multi-family', label: 'Multi family' },
  { id: 'apartment', label: 'Apartment' },
  { id: 'condo', label: 'Condo' },
  { id: 'townhouse', label: 'Townhouse' },
  { id: 'manufactured', label: 'Manufactured' },
  { id: 'lot-land', label: 'Lot/Land' },
] as const;
export type TSearchPropertyTypeId = (typeof SEARCH_PROPERTY_TYPES)[number]['id'];
/** The ids of SEARCH_PROPERTY_TYPES, as a non-empty tuple for z.enum. */
export const SEARCH_PROPERTY_TYPE_IDS = optionIds(SEARCH_PROPERTY_TYPES);

/** The Buy menu's entries beyond the search filter's property types. */
export const BUY_MENU_EXTRA_PROPERTY_TYPES = [
  { id: 'new-construction', label: 'New Construction' },
  { id: 'foreclosure', label: 'Foreclosure' },
  { id: 'open-house', label: 'Open House' },
] as const;

/** Every Buy menu entry: the search filter's property types, then the extras. */
export const BUY_MENU_PROPERTY_TYPES = [...SEARCH_PROPERTY_TYPES, ...BUY_MENU_EXTRA_PROPERTY_TYPES] as const;
export type TBuyMenuPropertyTypeId = (typeof BUY_MENU_PROPERTY_TYPES)[number]['id'];

/** Resale or new development. */
export const LISTING_TYPES = [
  { id: 'resale', label: 'Resale' },
  { id: 'new-development', label: 'New Development' },
] as const;
export type TListingTypeId = (typeof LISTING_TYPES)[number]['id'];
/** The ids of LISTING_TYPES, as a non-empty tuple for z.enum. */
export const LISTING_TYPE_IDS = optionIds(LISTING_TYPES);

/** A listing is a community or an individual property. */
export const LISTING_KINDS = [
  { id: 'community', label: 'Community' },
  { id: 'individual', label: 'Individual' },
] as const;
export type TListingKindId = (typeof LISTING_KINDS)[number]['id'];
/** The ids of LISTING_KINDS, as a non-empty tuple for z.enum. */
export const LISTING_KIND_IDS = optionIds(LISTING_KINDS);

/** Construction types of a property. */
export const CONSTRUCTION_TYPES = [
  { id: 'brick', label: 'Brick' },
  { id: 'wood', label: 'Wood' },
  { id: 'steel', label: 'Steel' },
  { id: 'prefab', label: 'Prefab' },
  { id: 'other', label: 'Other' },
] as const;
export type TConstructionTypeId = (typeof CONSTRUCTION_TYPES)[number]['id'];
/** The ids of CONSTRUCTION_TYPES, as a non-empty tuple for z.enum. */
export const CONSTRUCTION_TYPE_IDS = optionIds(CONSTRUCTION_TYPES);

/** Architectural styles of a property. */
export const PROPERTY_STYLES = [
  { id: 'colonial', label: 'Colonial' },
  { id: 'modern', label: 'Modern' },
  { id: 'spanish', label: 'Spanish' },
  { id: 'traditional', label: 'Traditional' },
  { id: 'greystone', label: 'Greystone' },
  { id: 'mid-century', label: 'Mid-Century' },
  { id: 'contemporary', label: 'Contemporary' },
  { id: 'french', label: 'French' },
  { id: 'bungalow', label: 'Bungalow' },
] as const;
export type TPropertyStyleId = (typeof PROPERTY_STYLES)[number]['id'];
/** The ids of PROPERTY_STYLES, as a non-empty tuple for z.enum. */
export const PROPERTY_STYLE_IDS = optionIds(PROPERTY_STYLES);

/** Room types a listing can have. */
export const ROOM_TYPES = [
  { id: 'breakfast-nook', label: 'Breakfast Nook' },
  { id: 'laundry-room', label: 'Laundry Room' },
  { id: 'office', label: 'Office' },
  { id: 'dining-room', label: 'Dining Room' },
  { id: 'library', label: 'Library' },
  { id: 'pantry', label: 'Pantry' },
  { id: 'family-room', label: 'Family Room' },
  { id: 'master-bath', label: 'Master Bath' },
  { id: 'guest-house', label: 'Guest House' },
  { id: 'basement', label: 'Basement' },
  { id: 'wine-cellar', label: 'Wine Cellar' },
  { id: 'rooftop', label: 'Rooftop' },
  { id: 'gym', label: 'Gym' },
  { id: 'other', label: 'Other' },
] as const;
export type TRoomTypeId = (typeof ROOM_TYPES)[number]['id'];
/** The ids of ROOM_TYPES, as a non-empty tuple for z.enum. */
export const ROOM_TYPE_IDS = optionIds(ROOM_TYPES);

/** Property features (flooring, parking, cooling and heating are captured separately). */
export const PROPERTY_FEATURES = [
  { id: 'cable-ready', label: 'Cable-ready' },
  { id: 'fitness-center', label: 'Fitness Center' },
  { id: 'sauna', label: 'Sauna' },
  { id: 'elevator', label: 'Elevator' },
  { id: 'pool', label: 'Pool' },
  { id: 'jacuzzi', label: 'Jacuzzi' },
  { id: 'video-doorbell', label: 'Video Doorbell' },
  { id: 'tennis-court', label: 'Tennis Court' },
  { id: 'gazebo', label: 'Gazebo' },
  { id: 'steam-room', label: 'Steam Room' },
  { id: 'solar', label: 'Solar' },
] as const;
export type TPropertyFeatureId = (typeof PROPERTY_FEATURES)[number]['id'];
/** The ids of PROPERTY_FEATURES, as a non-empty tuple for z.enum. */
export const PROPERTY_FEATURE_IDS = optionIds(PROPERTY_FEATURES);

/** Appliances included with a property. */
export const APPLIANCES = [
  { id: 'dishwasher', label: 'Dishwasher' },
  { id: 'garbage-disposal', label: 'Garbage Disposal' },
  { id: 'refrigerator', label: 'Refrigerator' },
  { id: 'freezer', label: 'Freezer' },
  { id: 'range-oven', label: 'Range/Oven' },
  { id: 'washer', label: 'Washer' },
  { id: 'dryer', label: 'Dryer' },
] as const;
export type TApplianceId = (typeof APPLIANCES)[number]['id'];
/** The ids of APPLIANCES, as a non-empty tuple for z.enum. */
export const APPLIANCE_IDS = optionIds(APPLIANCES);

/**
 * Occupancy status. The spec names only Tenant Occupied (which brings rent income and a lease
 * length); owner-occupied and vacant complete the choice.
 */
export const OCCUPANCY_STATUSES = [
  { id: 'owner-occupied', label: 'Owner Occupied' },
  { id: 'tenant-occupied', label: 'Tenant Occupied' },
  { id: 'vacant', label: 'Vacant' },
] as const;
export type TOccupancyStatusId = (typeof OCCUPANCY_STATUSES)[number]['id'];
/** The ids of OCCUPANCY_STATUSES, as a non-empty tuple for z.enum. */
export const OCCUPANCY_STATUS_IDS = optionIds(OCCUPANCY_STATUSES);

/** Lease lengths of a tenant-occupied property. */
export const LEASE_LENGTHS = [
  { id: '12-months', label: '12 months', months: 12 },
  { id: '6-months', label: '6 months', months: 6 },
] as const;
export type TLeaseLengthId = (typeof LEASE_LENGTHS)[number]['id'];
/** The ids of LEASE_LENGTHS, as a non-empty tuple for z.enum. */
export const LEASE_LENGTH_IDS = optionIds(LEASE_LENGTHS);
