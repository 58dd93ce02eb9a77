/**
 * Writes city-names.cldr.ts: the Chinese and Spanish names of the cities that name a time zone in
 * CLDR (its "exemplar cities", some 400 of the world's major cities), joined to the gazetteer city
 * they name. Run again when moving to a new CLDR release (docs/decisions/020-places.md):
 *
 *   cd /tmp && npm pack cldr-dates-full@48.2.0 && tar xzf cldr-dates-full-48.2.0.tgz
 *   npx tsx apps/server/src/modules/places/city-names.cli.ts /tmp/package > apps/server/src/modules/places/city-names.cldr.ts
 *
 * A zone's city is the gazetteer city of its English name in the zone's country nearest the
 * zone's coordinates (the system's tzdata: zone.tab, and the links of tzdata.zi for the old zone
 * names CLDR keeps). Zones whose city is not found that way (Antarctic stations, islands, zones
 * named after a country) are listed on stderr and left out, and so are the small towns whose
 * zones name their state ("Beulah, North Dakota": "北达科他州比尤拉").
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadGazetteer, type GazetteerPlace } from './gazetteer-data';
import { normalizePlaceText } from './place-text';

type Zone = { exemplarCity?: string };
type Location = { country: string; lat: number; lng: number };

/** A zone's city must lie this close to the zone's coordinates, in degrees (about 100 km). */
const MAX_DEGREES = 1;
const TZDATA = '/usr/share/zoneinfo';
/** Cities GeoNames names otherwise than their zone does (normalized). */
const GEONAMES_NAMES: Record<string, string> = {
  ulaanbaatar: 'ulan bator',
  'ciudad juarez': 'juarez',
  matamoros: 'heroica matamoros',
  tucuman: 'san miguel de tucuman',
};

const [cldrDir] = process.argv.slice(2);
if (!cldrDir) throw new Error('usage: city-names.cli.ts <unpacked cldr-dates-full directory>');

/** Each zone's exemplar city in `locale` (undefined where the locale keeps the zone's own name). */
function exemplarCities(locale: string): Map<string, string | undefined> {
  const file = JSON.parse(fs.readFileSync(path.join(cldrDir!, 'main', locale, 'timeZoneNames.json'), 'utf8'));
  const found = new Map<string, string | undefined>();
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      // CLDR marks a zone's entry with "_type": "zone".
      if ((value as Record<string, unknown>)['_type'] === 'zone') found.set(prefix + key, (value as Zone).exemplarCity);
      else if (value && typeof value === 'object') walk(value as Record<string, unknown>, `${prefix}${key}/`);
    }
  };
  walk(file.main[locale].dates.timeZoneNames.zone, '');
  return found;
}

/** Where each zone is: its country and coordinates. */
function zoneLocations(): Map<string, Location> {
  const degrees = (text: string, width: number) => {
    const sign = text[0] === '-' ? -1 : 1;
    const [d, m, s = '0'] = [text.slice(1, 1 + width), text.slice(1 + width, 3 + width), text.slice(3 + width, 5 + width)];
    return sign * (Number(d) + Number(m) / 60 + Number(s) / 3600);
  };
  const located = new Map<string, Location>();
  for (const line of fs.readFileSync(path.join(TZDATA, 'zone.tab'), 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [country = '', coordinates = '', zone = ''] = line.split('\t');
    const [, lat = '', lng = ''] = /^([+-]\d+)([+-]\d+)$/.exec(coordinates) ?? [];
    located.set(zone, { country: country.toLowerCase(), lat: degrees(lat, 2), lng: degrees(lng, 3) });
  }
  for (const line of fs.readFileSync(path.join(TZDATA, 'tzdata.zi'), 'utf8').split('\n')) {
    const [kind, target = '', alias = ''] = line.split(' ');
    if (kind === 'L' && located.has(target) && !located.has(alias)) located.set(alias, located.get(target)!);
  }
  return located;
}

/** The biggest gazetteer city named `name` in the zone's country near the zone. */
function cityOf(byName: Map<string, GazetteerPlace[]>, name: string, location: Location | undefined): GazetteerPlace | undefined {
  const key = normalizePlaceText(name);
  const near = (byName.get(GEONAMES_NAMES[key] ?? key) ?? []).filter(
    (city) => location && city.country === location.country && Math.hypot(city.lat - location.lat, city.lng - location.lng) <= MAX_DEGREES,
  );
  return near.sort((a, b) => b.population - a.population)[0];
}

const byName = new Map<string, GazetteerPlace[]>();
for (const place of loadGazetteer()) {
  if (place.kind !== 'city') continue;
  const key = normalizePlaceText(place.name);
  const named = byName.get(key);
  if (named) named.push(place);
  else byName.set(key, [place]);
}
const [english, hant, hans, spanish] = ['en', 'zh-Hant', 'zh', 'es'].map(exemplarCities) as Map<string, string | undefined>[];
const locations = zoneLocations();
const quoted = (text: string) => `'${text.replaceAll("'", "\\'")}'`;
const rows: string[] = [];
const seen = new Set<string>();

for (const zone of new Set([...hant!.keys(), ...hans!.keys(), ...spanish!.keys()])) {
  // The zone's own city first: CLDR's English may name another one since (America/Miquelon: "Saint-Pierre")
  // while the other languages still name the zone's (密克隆, Miquelón); else its English name (Asia/Calcutta: Kolkata).
  const [name = '', stateName] = (english!.get(zone) ?? '').split(', ');
  const zoneCity = zone.split('/').at(-1)!.replaceAll('_', ' ');
  const city = stateName ? undefined : (cityOf(byName, zoneCity, locations.get(zone)) ?? cityOf(byName, name, locations.get(zone)));
  // "Yangón (Rangún)": the name, not its gloss.
  const names = [hant!.get(zone), hans!.get(zone), spanish!.get(zone)].map((text) => text?.replace(/\s*\(.*\)$/, '') ?? '');
  if (!city || names.every((text) => !text)) {
    console.error(`left out: ${zone} (${name || zoneCity})`);
    continue;
  }
  const where = city.country === 'us' ? city.state! : city.country;
  if (seen.has(`${city.name}|${where}`)) continue;
  seen.add(`${city.name}|${where}`);
  // A Spanish name that reads as the English one once accents are dropped adds nothing.
  if (normalizePlaceText(names[2]!) === normalizePlaceText(city.name)) names[2] = '';
  rows.push(`  [${[city.name, where, ...names].map(quoted).join(', ')}],`);
}

const version = JSON.parse(fs.readFileSync(path.join(cldrDir, 'package.json'), 'utf8')).version;
// The Unicode licence asks for its notice with every copy of the data.
const licence = fs
  .readFileSync(path.join(cldrDir, 'LICENSE'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => ` * ${line}`.trimEnd());
console.log(`/**
 * The Chinese (Traditional, Simplified) and Spanish names of the cities that name a time zone in
 * CLDR ${version} (its exemplar cities), by the gazetteer city they name. Written by city-names.cli.ts:
 * do not edit by hand; corrections and additions go in city-names.data.ts. From the
 * cldr-dates-full package, under this licence:
 *
${licence.join('\n')}
 */
import type { CityNames } from './city-names.data';

export const CLDR_CITY_NAMES: CityNames[] = [
${rows.join('\n')}
];`);
