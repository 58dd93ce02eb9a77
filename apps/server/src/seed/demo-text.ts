import type { DemoCity } from './data/cities';
import {
  ADJECTIVES,
  BEDROOM_SENTENCES,
  CLOSING_SENTENCES,
  HOUSE_FEATURES,
  INTERIOR_SENTENCES,
  LOCATION_TEMPLATES,
  NUMBER_WORDS,
  OUTDOOR_SENTENCES,
  UNIT_FEATURES,
  UNIT_SENTENCES,
  WARM_HOUSE_FEATURES,
} from './data/phrases';
import type { PropertyTypeProfile } from './data/property-types';
import type { Rng } from '../platform/rng/rng';

/** What the copy is written from: the facts already generated for one listing. */
export type ListingFacts = {
  type: PropertyTypeProfile;
  city: DemoCity;
  beds: number;
  baths: number;
  sizeSqft: number | null;
  lotSizeSqft: number | null;
  yearBuilt: number | null;
  street: string;
  neighborhood: string;
  landmark: string;
  style: string;
  noun: string;
};

const MAX_TITLE = 70;
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "the Heights" reads "a quiet Heights street" when used as an adjective. */
export const bare = (name: string) => name.replace(/^the /, '');
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
export const an = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
/** 12,345: cheaper than toLocaleString, which shows up when generating a million rows. */
export const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
// Styles that are adjectives need a noun after them ("Modern condo"); the rest stand alone ("Craftsman").
const ADJECTIVE_STYLES = new Set([
  'Modern',
  'Contemporary',
  'Traditional',
  'Mid-Century',
  'Spanish',
  'French',
  'Prewar',
  'Vintage',
  'Boutique',
  'Federal',
  'Italianate',
]);
const styled = (f: ListingFacts) => (ADJECTIVE_STYLES.has(f.style) ? `${f.style} ${f.noun}` : f.style);
const warm = (city: DemoCity) => city.region === 'south' || city.region === 'southwest' || city.region === 'west';

/** Picks `count` different items, in draw order. */
export function pickDistinct<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

function lotPhrase(lotSizeSqft: number): string {
  const acres = lotSizeSqft / 43_560;
  if (acres >= 10) return `${Math.round(acres)}-acre lot`;
  if (acres >= 0.5) return `${acres.toFixed(2).replace(/\.?0+$/, '')}-acre lot`;
  return `${thousands(lotSizeSqft)} sq ft lot`;
}

/** A listing title in the voice of a good agent, e.g. "Sunlit 3-bed Craftsman near Piedmont Park". */
export function writeTitle(rng: Rng, f: ListingFacts): string {
  const adj = rng.pick(ADJECTIVES);
  const where = { near: `near ${f.landmark}`, in: `in ${f.neighborhood}` };
  if (f.type.id === 'lot-land') {
    const lot = f.lotSizeSqft ? lotPhrase(f.lotSizeSqft) : 'lot';
    return fitTitle(rng, [`${capitalize(lot)} ${where.in}`, `Buildable ${lot} ${where.near}`, `${adj} corner ${f.noun} ${where.in}`]);
  }
  const size = f.beds === 0 ? 'studio' : `${f.beds}-bed`;
  const feature = f.type.hasUnit
    ? rng.pick(UNIT_FEATURES)
    : rng.pick(warm(f.city) ? [...HOUSE_FEATURES, ...WARM_HOUSE_FEATURES] : HOUSE_FEATURES);
  const sized = f.beds === 0 ? `studio ${f.noun}` : `${size} ${styled(f)}`;
  const templates = [
    `${adj} ${sized} ${where.near}`,
    `${f.style} ${f.noun} ${where.in}`,
    `${adj} ${f.beds === 0 ? 'studio' : f.noun} with ${feature}`,
    `${adj} ${styled(f)} on a quiet ${bare(f.neighborhood)} street`,
    `${f.beds === 0 ? 'Studio' : `${f.beds}-bedroom`} ${f.style} ${f.noun} close to ${f.landmark}`,
  ];
  if (f.type.id === 'new-construction') templates.push(`Brand-new ${size} ${styled(f)} ${where.in}`);
  else if (f.type.id === 'multi-family') templates.push(`Income-producing ${f.noun} ${where.in}`);
  else templates.push(`Renovated ${f.beds === 0 ? 'studio' : `${f.beds}-bedroom ${f.noun}`} ${where.in}`);
  return fitTitle(rng, templates);
}

/** Cards show about 70 characters; long landmark names push some templates past that. */
function fitTitle(rng: Rng, templates: string[]): string {
  const fitting = templates.filter((t) => t.length <= MAX_TITLE);
  return capitalize(fitting.length > 0 ? rng.pick(fitting) : templates.reduce((a, b) => (b.length < a.length ? b : a)));
}

function introSentence(rng: Rng, f: ListingFacts): string {
  const adj = an(rng.pick(ADJECTIVES).toLowerCase());
  if (f.type.id === 'lot-land') {
    const lot = f.lotSizeSqft ? lotPhrase(f.lotSizeSqft) : f.noun;
    return `This ${lot} on ${f.street} in ${f.neighborhood} is ready for your plans.`;
  }
  const rooms = f.beds === 0 ? 'studio' : (NUMBER_WORDS[f.beds] ?? `${f.beds}-bedroom`);
  const baths = `${f.baths} bath${f.baths === 1 ? '' : 's'}`;
  const area = f.sizeSqft ? `${thousands(f.sizeSqft)} sq ft` : 'generous space';
  const decade = f.yearBuilt && f.yearBuilt < 1980 ? `${Math.floor(f.yearBuilt / 10) * 10}s` : undefined;
  return rng.pick([
    `Welcome to ${f.street}, ${adj} ${rooms} ${f.beds === 0 ? f.noun : `${f.style} ${f.noun}`} in ${f.neighborhood}.`,
    `This ${adj.replace(/^an? /, '')} ${f.style} ${f.noun} in ${f.neighborhood} offers ${f.beds === 0 ? 'an open studio plan' : `${f.beds} bedroom${f.beds === 1 ? '' : 's'}`}, ${baths} and ${area} of living space.`,
    decade
      ? `Set in the heart of ${f.neighborhood}, this ${f.noun} pairs ${decade} character with today's comforts.`
      : `Set in the heart of ${f.neighborhood}, this ${rooms} ${f.noun} has ${baths} and ${area} to spread out in.`,
  ]);
}

function bodySentences(rng: Rng, f: ListingFacts): string[] {
  const out = OUTDOOR_SENTENCES;
  switch (f.type.id) {
    case 'lot-land':
      return pickDistinct(rng, out.land, 2);
    case 'apartment':
    case 'condo':
      return [...pickDistinct(rng, UNIT_SENTENCES, 2), rng.pick(out.unit)];
    default: {
      const inside = pickDistinct(rng, f.beds >= 2 ? [...INTERIOR_SENTENCES, ...BEDROOM_SENTENCES] : INTERIOR_SENTENCES, 2);
      const outside =
        f.type.id === 'townhouse'
          ? out.townhouse
          : f.type.id === 'multi-family'
            ? out.multiFamily
            : f.type.id === 'manufactured'
              ? out.manufactured
              : f.type.id === 'new-construction'
                ? out.newConstruction
                : warm(f.city)
                  ? [...out.house, ...out.warm]
                  : out.house;
      return [...inside, rng.pick(outside)];
    }
  }
}

function yearSentence(rng: Rng, f: ListingFacts): string | undefined {
  if (!f.yearBuilt) return undefined;
  if (f.type.id === 'new-construction') return `Completed in ${f.yearBuilt}, it comes with a builder warranty.`;
  if (f.yearBuilt < 1946) return `Built in ${f.yearBuilt} and thoughtfully updated, it keeps its original charm.`;
  return `Built in ${f.yearBuilt}, it has been ${rng.pick(['lovingly maintained', 'updated in recent years', 'cared for by the same owners for years'])}.`;
}

/** A natural, varied description: intro, two or three details, location, year, closing line. */
export function writeDescription(rng: Rng, f: ListingFacts): string {
  const location = capitalize(
    fill(rng.pick(LOCATION_TEMPLATES), { landmark: f.landmark, neighborhood: f.neighborhood, city: f.city.city }),
  );
  const sentences = [introSentence(rng, f), ...bodySentences(rng, f), location, yearSentence(rng, f), rng.pick(CLOSING_SENTENCES)];
  return sentences.filter(Boolean).join(' ');
}
