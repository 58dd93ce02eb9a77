import type { DemoCity } from './data/cities';
import { BUILDING_AMENITIES, COMMUNITY_CLOSINGS, COMMUNITY_TITLES, UNIT_DETAILS, UNIT_OPENINGS, UNIT_VIEWS } from './data/communities';
import { LOCATION_TEMPLATES, NUMBER_WORDS } from './data/phrases';
import { streetName } from './demo-places';
import { an, bare, capitalize, fill, pickDistinct, thousands } from './demo-text';
import type { Rng } from '../platform/rng/rng';

/** The copy of a new-development community and of its units. */
export type CommunityFacts = {
  title: string;
  city: DemoCity;
  neighborhood: string;
  landmark: string;
  stories: number;
  residences: number;
  finish: string;
  /** Building amenities by feature or room id (keys of BUILDING_AMENITIES). */
  amenities: readonly string[];
  noun: 'condo' | 'residence';
};

/** "The Residences at Maple", "The Kestrel at Hayes Valley", "Linden Lofts" … */
export function writeCommunityTitle(rng: Rng, o: { name: string; street: string; neighborhood: string }): string {
  return fill(rng.pick(COMMUNITY_TITLES), { name: o.name, street: streetName(o.street), hood: bare(o.neighborhood) });
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function amenitySentence(f: CommunityFacts): string | undefined {
  const names = f.amenities.flatMap((id) => (id in BUILDING_AMENITIES ? [BUILDING_AMENITIES[id as keyof typeof BUILDING_AMENITIES]] : []));
  return names.length > 0 ? `Residents share ${list(names.slice(0, 4))}.` : undefined;
}

function locationSentence(rng: Rng, f: CommunityFacts): string {
  return capitalize(fill(rng.pick(LOCATION_TEMPLATES), { landmark: f.landmark, neighborhood: f.neighborhood, city: f.city.city }));
}

/** The community page's description. */
export function writeCommunityDescription(rng: Rng, f: CommunityFacts): string {
  const kind = f.noun === 'condo' ? 'condominium residences' : 'residences';
  return [
    `${f.title} is a new ${f.stories}-story building of ${f.residences} ${kind} in ${f.neighborhood}, ${f.city.city}.`,
    `Homes range from studios to three bedrooms, finished with ${f.finish}.`,
    amenitySentence(f),
    locationSentence(rng, f),
    rng.pick(COMMUNITY_CLOSINGS),
  ]
    .filter(Boolean)
    .join(' ');
}

export type UnitFacts = { code: string; beds: number; baths: number; sizeSqft: number };

const TITLE_MAX = 70;

/** A unit's title, e.g. "New 2-bed condo at The Residences at Maple". */
export function writeUnitTitle(rng: Rng, f: CommunityFacts, u: UnitFacts): string {
  const size = u.beds === 0 ? 'studio' : `${u.beds}-bed ${f.noun}`;
  const options = [`New ${size} at ${f.title}`, `${capitalize(size)} at ${f.title}`, `Residence ${u.code} at ${f.title}`];
  const fitting = options.filter((t) => t.length <= TITLE_MAX);
  return fitting.length > 0 ? rng.pick(fitting) : `Residence ${u.code}, ${f.city.city}`;
}

/** A unit's description: the unit, one or two details, the building, the location. */
export function writeUnitDescription(rng: Rng, f: CommunityFacts, u: UnitFacts): string {
  const rooms = u.beds === 0 ? 'studio' : `${NUMBER_WORDS[u.beds] ?? `${u.beds}-bedroom`} ${f.noun}`;
  const opening = fill(rng.pick(UNIT_OPENINGS), {
    apt: u.code,
    title: f.title,
    rooms,
    aRooms: an(rooms),
    baths: `${u.baths} bath${u.baths === 1 ? '' : 's'}`,
    area: `${thousands(u.sizeSqft)} sq ft`,
  });
  const details = u.beds === 0 ? UNIT_DETAILS.filter((d) => !d.includes('primary bedroom')) : UNIT_DETAILS;
  const view = rng.pick(UNIT_VIEWS);
  const picked = pickDistinct(rng, details, rng.int(1, 2)).map((d) => fill(d, { view }));
  return [capitalize(opening), ...picked, amenitySentence(f), locationSentence(rng, f), rng.pick(COMMUNITY_CLOSINGS)]
    .filter(Boolean)
    .join(' ');
}
