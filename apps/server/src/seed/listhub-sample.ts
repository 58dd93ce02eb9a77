import { createRng } from '../platform/rng/rng';
import { DEMO_CITIES } from './data/cities';

/** A sample feed's shape: how many listings, whose they are, where their photos are. */
export type ListhubSampleOptions = {
  /** Listings in the feed, the broken ones included. */
  count?: number;
  seed?: number;
  /** The agents' emails; each listing names one (accounts with these emails own the imported listings). */
  agentEmails: readonly string[];
  /** Photo n's address is `${photoBase}${n}.jpg`; none when unset. */
  photoBase?: string;
  /** ListingKey prefix, so two samples can be told apart. */
  keyPrefix?: string;
};

/** How every BROKEN_EVERY-th record is broken, in turn, and what the import says of it. */
export const SAMPLE_BREAKAGES = [
  'missing-price',
  'invalid-price',
  'missing-listing-key',
  'unknown-property-type',
  'invalid-number',
  'invalid-photo-url',
  'missing-agent-email',
  'no-account-for-email',
] as const;
export type SampleBreakage = (typeof SAMPLE_BREAKAGES)[number];
/** One record in this many is broken on purpose (the report shows each). */
export const BROKEN_EVERY = 25;

const TYPES = ['Single Family', 'Condominium', 'Townhouse', 'Multi-Family', 'Lots And Land', 'Manufactured'] as const;
const STREETS = ['Oak', 'Maple', 'Cedar', 'Elm', 'Pine', 'Willow', 'Lakeview', 'Hillcrest', 'Sunset', 'Park'] as const;
const SUFFIXES = ['St', 'Ave', 'Dr', 'Ln', 'Ct', 'Way', 'Blvd'] as const;
const OPENINGS = ['Bright', 'Updated', 'Spacious', 'Charming', 'Quiet', 'Sunny', 'Renovated'] as const;

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const el = (name: string, value: string | number | undefined) => (value === undefined ? '' : `<${name}>${escape(String(value))}</${name}>`);

/** The n-th sample record's breakage, if it is one of the broken ones. */
export function sampleBreakage(n: number): SampleBreakage | undefined {
  return n % BROKEN_EVERY === BROKEN_EVERY - 1 ? SAMPLE_BREAKAGES[Math.floor(n / BROKEN_EVERY) % SAMPLE_BREAKAGES.length] : undefined;
}

/** The ListingKey of the n-th sample record. */
export function sampleListingKey(n: number, prefix = 'LH'): string {
  return `${prefix}${String(100000 + n)}`;
}

function listingXml(n: number, options: Required<Omit<ListhubSampleOptions, 'photoBase'>> & { photoBase?: string }): string {
  const rng = createRng(options.seed, n + 1);
  const city = rng.pick(DEMO_CITIES);
  const type = rng.pick(TYPES);
  const land = type === 'Lots And Land';
  const size = land ? undefined : Math.round(rng.normal(1800, 500) / 10) * 10 + 400;
  const beds = land ? undefined : rng.int(1, 5);
  const breakage = sampleBreakage(n);
  const price = Math.round(((size ?? 1000) * city.ppsf * rng.float(0.8, 1.2)) / 1000) * 1000;
  const street = `${rng.int(10, 9999)} ${rng.pick(STREETS)} ${rng.pick(SUFFIXES)}`;
  const email =
    breakage === 'no-account-for-email' ? `nobody${n}@unknown-agent.example` : options.agentEmails[n % options.agentEmails.length]!;
  const photos = options.photoBase ? Array.from({ length: rng.int(1, 4) }, () => `${options.photoBase}${rng.int(1, 48)}.jpg`) : [];
  if (breakage === 'invalid-photo-url') photos.push('ftp://photos.example.com/1.jpg');
  const participant =
    breakage === 'missing-agent-email'
      ? '<Participant><FirstName>Sam</FirstName><LastName>Agent</LastName></Participant>'
      : `<Participant><ParticipantId>A${n % 97}</ParticipantId><FirstName>Sam</FirstName><LastName>Agent</LastName>${el('Email', email)}<OfficePhone>(512) 555-0${String(100 + (n % 900)).slice(-3)}</OfficePhone></Participant>`;
  return [
    '  <Listing>',
    `    <Address>${el('commons:FullStreetAddress', street)}${el('commons:City', city.city)}${el('commons:StateOrProvince', city.state)}${el('commons:PostalCode', rng.pick(city.zips))}<commons:Country>United States</commons:Country></Address>`,
    breakage === 'missing-price' ? '' : `    ${el('ListPrice', breakage === 'invalid-price' ? 'Call for price' : price.toFixed(2))}`,
    breakage === 'missing-listing-key' ? '' : `    ${el('ListingKey', sampleListingKey(n, options.keyPrefix))}`,
    `    ${el('ListingStatus', 'Active')}`,
    `    ${el('PropertyType', breakage === 'unknown-property-type' ? 'Castle' : type)}`,
    `    ${el('ListingTitle', `${rng.pick(OPENINGS)} ${land ? 'lot' : type.toLowerCase()} in ${city.city}`)}`,
    `    ${el('ListingDescription', `${rng.pick(OPENINGS)} ${land ? 'parcel' : 'home'} near ${rng.pick(city.landmarks)}, in ${rng.pick(city.neighborhoods)}.`)}`,
    `    ${el('Bedrooms', breakage === 'invalid-number' ? 'three' : beds)}${el('Bathrooms', land ? undefined : rng.int(1, 4))}`,
    `    ${el('LivingArea', size)}${el('LotSize', Math.round(city.lot * rng.float(0.5, 2)))}${el('YearBuilt', land ? undefined : rng.int(city.built, 2024))}`,
    `    ${el('MlsNumber', `MLS${700000 + n}`)}`,
    `    <Location>${el('Latitude', (city.lat + rng.float(-0.03, 0.03)).toFixed(5))}${el('Longitude', (city.lng + rng.float(-0.03, 0.03)).toFixed(5))}</Location>`,
    `    <Photos>${photos.map((url) => `<Photo>${el('MediaURL', url)}</Photo>`).join('')}</Photos>`,
    `    <ListingParticipants>${participant}</ListingParticipants>`,
    `    <Offices><Office><OfficeId>O${n % 13}</OfficeId><Name>Sample Realty ${n % 13}</Name><Phone>(512) 555-0199</Phone></Office></Offices>`,
    '  </Listing>',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * A ListHub-format feed (the syndication schema's `<Listings><Listing>`, address in the RETS
 * commons namespace) of `count` listings, deterministic for a seed: mostly good listings, and
 * every 25th one broken in one of SAMPLE_BREAKAGES's ways, so the import's report has some of
 * each. Used by the tests and written for the demo by `npm run seed -- --listhub-sample <path>`.
 */
export function listhubSampleFeed(options: ListhubSampleOptions): string {
  if (options.agentEmails.length === 0) throw new Error('a sample feed needs at least one agent email');
  const full = { count: 300, seed: 68, keyPrefix: 'LH', ...options };
  const listings = Array.from({ length: full.count }, (_, n) => listingXml(n, full));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Listings xmlns="http://rets.org/xsd/Syndication/2012-03" xmlns:commons="http://rets.org/xsd/RETSCommons">',
    ...listings,
    '</Listings>',
    '',
  ].join('\n');
}
