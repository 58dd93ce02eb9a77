import type { DemoCity } from './data/cities';
import { STREET_NAMES, STREET_SUFFIXES, UNIT_FORMATS } from './data/phrases';
import type { Rng } from '../platform/rng/rng';

/** Street addresses, unit numbers and map pins inside a demo city. */
const MANHATTAN_AVENUES = ['Second', 'Third', 'Lexington', 'Park', 'Madison', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth'];

const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

export function streetAddress(rng: Rng, city: DemoCity): string {
  if (city.city === 'New York') {
    return rng.chance(0.7)
      ? `${rng.int(1, 560)} ${rng.pick(['East', 'West'])} ${ordinal(rng.int(14, 59))} Street`
      : `${rng.int(100, 999)} ${rng.pick(MANHATTAN_AVENUES)} Avenue`;
  }
  const [low, high] = rng.weighted([
    [[10, 999], 45],
    [[1000, 4999], 45],
    [[5000, 12999], 10],
  ] as const);
  const number = rng.int(low, high);
  const name = rng.chance(0.18) ? ordinal(rng.int(1, 40)) : rng.pick(STREET_NAMES);
  const quadrant =
    city.state === 'DC'
      ? ` ${rng.weighted([
          ['NW', 8],
          ['NE', 1],
          ['SE', 1],
        ] as const)}`
      : '';
  return `${number} ${name} ${rng.weighted(STREET_SUFFIXES)}${quadrant}`;
}

/** The street's name without its number and suffix: "412 Maple Avenue" -> "Maple". */
export function streetName(street: string): string {
  const words = street.split(' ').slice(1);
  const name = words.filter(
    (w) => !/^(Street|Avenue|Road|Drive|Lane|Boulevard|Court|Place|Way|Terrace|Circle|Parkway|NW|NE|SE|East|West)$/.test(w),
  );
  return name.join(' ') || words.join(' ');
}

/** The highest floor of a city's apartment buildings. */
export const topFloor = (city: DemoCity) => (city.urban > 0.8 ? 38 : 12);

/** An apartment number such as "Apt 12B" or "#704", and the floor it is on. */
export function unitNumber(rng: Rng, city: DemoCity): { apt: string; floor: number } {
  const floor = rng.int(1, topFloor(city));
  const unit = rng.chance(0.5) ? `${floor}${'ABCDEFGH'[rng.int(0, 7)]}` : `${floor}${String(rng.int(1, 18)).padStart(2, '0')}`;
  return { apt: rng.pick(UNIT_FORMATS).replace('{n}', unit), floor };
}

/** Uniform inside the city's radius (sqrt keeps the density even, not piled at the centre). */
export function coordinates(rng: Rng, city: DemoCity): { latitude: number; longitude: number } {
  // 0.99: rounding to 6 decimals must not carry a point on the rim outside the radius.
  const distanceKm = 0.99 * city.radiusKm * Math.sqrt(rng.next());
  const bearing = rng.float(0, 2 * Math.PI);
  const dLat = (distanceKm * Math.cos(bearing)) / 111.32;
  const dLng = (distanceKm * Math.sin(bearing)) / (111.32 * Math.cos((city.lat * Math.PI) / 180));
  return { latitude: Number((city.lat + dLat).toFixed(6)), longitude: Number((city.lng + dLng).toFixed(6)) };
}

/** An MLS-style number: the city's initials and state, then seven digits ("ATX-2419876"). */
export function mlsNumber(rng: Rng, city: DemoCity): string {
  const initials = city.city
    .split(/[\s.]+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('');
  return `${initials}${city.state}-${rng.int(1_000_000, 9_999_999)}`.toUpperCase();
}

/** A US phone number in the fictional 555-01xx range, stored in E.164: "+15125550147". */
export function demoPhone(rng: Rng, areaCode: string): string {
  return `+1${areaCode}55501${String(rng.int(0, 99)).padStart(2, '0')}`;
}
