import type { TPropertyStyleId } from '@app/shared/reference/property';
import type { Region } from './cities';

/**
 * Word pools the title and description templates draw from. Kept apart from the templates so
 * copy can be tuned without touching the generator; order matters (the picks depend on it).
 */

export const STREET_NAMES = [
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Walnut',
  'Chestnut',
  'Willow',
  'Birch',
  'Magnolia',
  'Park',
  'Lake',
  'Hill',
  'Washington',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Franklin',
  'Jackson',
  'Adams',
  'Monroe',
  'Highland',
  'Sunset',
  'Ridge',
  'Spring',
  'River',
  'Forest',
  'Meadow',
  'Cherry',
  'Dogwood',
  'Sycamore',
  'Hickory',
  'Laurel',
  'Church',
  'Mill',
  'Main',
  'Market',
  'Union',
  'Grove',
  'Prospect',
  'Linden',
  'Summit',
  'Fairview',
  'Belmont',
  'Lexington',
  'Greenwood',
  'Hawthorne',
  'Lafayette',
  'Vista',
  'Orchard',
  'Harbor',
  'Clinton',
  'Grant',
  'Garfield',
  'Kenwood',
  'Ashland',
  'Montrose',
  'Irving',
  'Rosewood',
  'Juniper',
  'Poplar',
  'Beacon',
  'Wesley',
  'Bryant',
] as const;

export const STREET_SUFFIXES: readonly (readonly [string, number])[] = [
  ['Street', 30],
  ['Avenue', 22],
  ['Road', 8],
  ['Drive', 10],
  ['Lane', 6],
  ['Boulevard', 3],
  ['Court', 5],
  ['Place', 5],
  ['Way', 5],
  ['Terrace', 3],
  ['Circle', 2],
  ['Parkway', 1],
];

export const UNIT_FORMATS = ['Apt {n}', 'Unit {n}', '#{n}'] as const;

export const ADJECTIVES = [
  'Sunlit',
  'Sun-filled',
  'Bright',
  'Charming',
  'Stylish',
  'Spacious',
  'Light-filled',
  'Updated',
  'Classic',
  'Elegant',
  'Cozy',
  'Airy',
  'Inviting',
  'Renovated',
  'Turnkey',
  'Gracious',
] as const;

/** House styles by region; the spec's style list plus the regional classics. */
export const HOUSE_STYLES: Record<Region, readonly string[]> = {
  northeast: ['Colonial', 'Victorian', 'Cape Cod', 'Tudor', 'Traditional', 'French', 'Contemporary'],
  midwest: ['Bungalow', 'Craftsman', 'Greystone', 'Tudor', 'Colonial', 'Foursquare', 'Traditional'],
  south: ['Craftsman', 'Bungalow', 'Colonial', 'Traditional', 'Ranch', 'Victorian', 'French'],
  southwest: ['Ranch', 'Spanish', 'Mid-Century', 'Modern', 'Contemporary', 'Craftsman', 'Traditional'],
  west: ['Craftsman', 'Spanish', 'Mid-Century', 'Modern', 'Contemporary', 'Victorian', 'Bungalow'],
};

export const UNIT_STYLES: Record<Region, readonly string[]> = {
  northeast: ['Prewar', 'Loft', 'Modern', 'Contemporary', 'Boutique'],
  midwest: ['Loft', 'Vintage', 'Modern', 'Contemporary'],
  south: ['Modern', 'Contemporary', 'Loft', 'Boutique'],
  southwest: ['Modern', 'Contemporary', 'Loft'],
  west: ['Modern', 'Mid-Century', 'Loft', 'Contemporary'],
};

export const TOWNHOUSE_STYLES = ['Brownstone', 'Federal', 'Victorian', 'Modern', 'Italianate'] as const;

/**
 * The listing form's style (shared PROPERTY_STYLES) each descriptive style files under; a ranch
 * is mid-century when it dates from then. Double-wides have none.
 */
export const STYLE_IDS: Record<string, TPropertyStyleId | 'ranch' | null> = {
  Colonial: 'colonial',
  'Cape Cod': 'colonial',
  Federal: 'colonial',
  Victorian: 'traditional',
  Tudor: 'traditional',
  Traditional: 'traditional',
  Foursquare: 'traditional',
  Prewar: 'traditional',
  Vintage: 'traditional',
  Brownstone: 'traditional',
  Italianate: 'traditional',
  French: 'french',
  Contemporary: 'contemporary',
  Loft: 'contemporary',
  Boutique: 'contemporary',
  Bungalow: 'bungalow',
  Craftsman: 'bungalow',
  Greystone: 'greystone',
  Spanish: 'spanish',
  'Mid-Century': 'mid-century',
  Modern: 'modern',
  Ranch: 'ranch',
  'Double-wide': null,
};

export const HOUSE_FEATURES = [
  'a big backyard',
  "a chef's kitchen",
  'a wraparound porch',
  'a two-car garage',
  'a home office',
  'a finished basement',
  'a screened porch',
  'a primary suite',
] as const;
export const WARM_HOUSE_FEATURES = ['a pool', 'a shaded patio', 'an outdoor kitchen'] as const;
export const UNIT_FEATURES = [
  'skyline views',
  'a private balcony',
  'in-unit laundry',
  'a rooftop deck',
  'parking included',
  'a doorman',
] as const;

export const NUMBER_WORDS = [
  'studio',
  'one-bedroom',
  'two-bedroom',
  'three-bedroom',
  'four-bedroom',
  'five-bedroom',
  'six-bedroom',
] as const;

export const INTERIOR_SENTENCES = [
  'Hardwood floors run throughout, and oversized windows bring in light all day.',
  'The open kitchen has quartz counters, a gas range and a breakfast bar that seats four.',
  'High ceilings and crown molding give the living room a gracious feel.',
  'A renovated bath features a soaking tub and classic subway tile.',
  'Central air, a newer water heater and updated electrical mean no surprises.',
  'The dining room opens to the kitchen, made for easy entertaining.',
  'Generous closets and a walk-in pantry keep everything in its place.',
] as const;
export const BEDROOM_SENTENCES = [
  'The primary suite has a walk-in closet and a bath with a double vanity.',
  'A flexible bonus room works as a home office, guest room or playroom.',
  'Bedrooms are split for privacy, each with good light and closet space.',
] as const;
export const UNIT_SENTENCES = [
  'Floor-to-ceiling windows frame city views from the living area.',
  'In-unit laundry and generous closets make daily life easy.',
  'The kitchen has stainless appliances, a dishwasher and plenty of storage.',
  'Wide-plank floors and a neutral palette make it easy to move right in.',
] as const;

export const OUTDOOR_SENTENCES = {
  house: [
    'Out back, a fenced yard with mature trees is ready for summer dinners.',
    'A deep front porch looks out onto a quiet, tree-lined street.',
    'The detached garage has room for two cars and a workshop.',
  ],
  warm: ['The covered patio and low-maintenance landscaping make outdoor living easy year-round.'],
  unit: [
    'The building offers a fitness center, bike storage and a shared roof deck.',
    'Residents enjoy a staffed lobby, a package room and a landscaped courtyard.',
    'Monthly fees cover water, trash and building insurance.',
  ],
  townhouse: ['A private patio out back is perfect for grilling.', 'The rooftop deck has views over the neighborhood.'],
  multiFamily: [
    'Each unit has its own entrance and separate utility meters.',
    'Live in one unit and let the rent from the others help pay the mortgage.',
    'Long-term tenants are in place, with leases available on request.',
  ],
  manufactured: ['The home sits on a landscaped lot with a carport and a storage shed.'],
  newConstruction: [
    'Energy-efficient windows, spray-foam insulation and a tankless water heater keep bills low.',
    'Smart-home wiring and EV-ready garage power come standard.',
  ],
  land: [
    'Utilities are available at the street, and the lot is mostly level.',
    'Zoned residential, it could take a single-family home or a small duplex.',
    'Mature trees line the back of the lot, giving a future home privacy.',
  ],
} as const;

export const LOCATION_TEMPLATES = [
  '{landmark} is a short walk away, and the cafés and shops of {neighborhood} are minutes from the door.',
  'You are minutes from {landmark}, with groceries, restaurants and transit close by.',
  'Enjoy easy access to {landmark} and everything {city} has to offer.',
] as const;

export const CLOSING_SENTENCES = [
  'Schedule a private showing today.',
  'Make an offer online or book a visit this week.',
  'Ask about the 3D tour.',
  'Open to offers; bring your ideas.',
] as const;

export const PHOTO_CAPTIONS = {
  house: ['Front exterior', 'Street view', 'Curb appeal', 'View from the garden', 'Exterior at dusk', 'Side view', 'Front porch'],
  townhouse: ['Front exterior', 'The block', 'Street view', 'Front steps', 'Exterior at dusk'],
  apartment: ['Building exterior', 'Street view', 'The entrance', 'Building at dusk', 'The block'],
  land: ['The lot', 'View across the parcel', 'Street frontage', 'Trees along the lot line'],
} as const;
