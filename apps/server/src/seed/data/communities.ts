import type { FlooringId } from './amenities';

/**
 * Word pools for new-development communities: building names, the copy of the community page
 * and of its units. Order matters (the picks depend on it).
 */

export const BUILDING_NAMES = [
  'Alder',
  'Aster',
  'Beacon',
  'Cypress',
  'Everly',
  'Halcyon',
  'Juniper',
  'Kestrel',
  'Larkspur',
  'Linden',
  'Meridian',
  'Sterling',
  'Wren',
  'Ashford',
  'Belden',
  'Calloway',
  'Hollis',
  'Marlowe',
  'Sawyer',
  'Thornton',
] as const;

/** `{name}` a building name, `{street}` the street's name, `{hood}` the neighborhood without "the". */
export const COMMUNITY_TITLES = [
  'The Residences at {street}',
  'The {name} at {hood}',
  '{name} House',
  'One {name}',
  '{name} Lofts',
  'The {name}',
  '{hood} Commons',
  '{name} Place',
] as const;

/** Building amenities as the copy names them, with the feature or room they stand for. */
export const BUILDING_AMENITIES = {
  'fitness-center': 'a fitness center',
  pool: 'a heated pool',
  sauna: 'a sauna',
  'steam-room': 'a steam room',
  rooftop: 'a landscaped roof deck',
} as const;

/** Finishes as the copy names them, with the floors they mean. */
export const FINISHES = [
  ['wide-plank oak floors, quartz counters and integrated appliances', ['hardwood', 'tile']],
  ['engineered oak floors, custom cabinetry and a paneled refrigerator', ['engineered-wood', 'tile']],
  ['European oak floors, marble baths and floor-to-ceiling windows', ['hardwood', 'stone']],
  ['porcelain tile baths, quartz kitchens and oversized windows', ['engineered-wood', 'tile']],
] as const satisfies readonly (readonly [string, readonly FlooringId[]])[];

/** Bedroom mix of a new building's units: studios to three bedrooms. */
export const COMMUNITY_BEDS = [
  [0, 10],
  [1, 35],
  [2, 40],
  [3, 15],
] as const;

export const COMMUNITY_CLOSINGS = [
  'Sales are open now; book a private tour of the model residence.',
  'Move-ins begin this season; visit the sales gallery to choose your home.',
  'Reserve your residence today; a limited number of homes remain at launch pricing.',
] as const;

export const UNIT_OPENINGS = [
  'Residence {apt} at {title} is a brand-new {rooms} with {baths} and {area} of living space.',
  'Never lived in: this {rooms} at {title} has {baths} and {area} to make your own.',
  'Residence {apt} is {aRooms} at {title}, with {baths} and {area} of living space.',
] as const;

export const UNIT_DETAILS = [
  'Floor-to-ceiling windows face {view}, and the open kitchen has an island that seats four.',
  'The primary bedroom has a walk-in closet and a spa-like bath with a double vanity.',
  'Every home has in-unit laundry, smart thermostats and generous closets.',
  'A private balcony off the living room looks out over {view}.',
] as const;

export const UNIT_VIEWS = [
  'the city',
  'the neighborhood rooftops',
  'the courtyard garden',
  'the tree-lined street',
  'the skyline',
] as const;
