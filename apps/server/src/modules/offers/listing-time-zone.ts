import tzLookup from '@photostructure/tz-lookup';
import type { OfferTarget } from '../listings/index';

/** Where a listing is, as far as its clock goes: its pin when it has one, else its state and country. */
export type ListingPlace = Pick<OfferTarget, 'country' | 'state' | 'latitude' | 'longitude'>;

/**
 * A US state's (or territory's) zone when the listing has no pin: where most of its people live
 * (Tennessee: Nashville and Memphis keep Central time; Florida: all but the panhandle is Eastern).
 */
const US_STATE_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  AS: 'Pacific/Pago_Pago',
  GU: 'Pacific/Guam',
  MP: 'Pacific/Saipan',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
};

/**
 * The capital's zone of the countries that span several (the zone database lists theirs in
 * alphabetical order, which would put Madrid's listings on Ceuta's clock and Canada's on
 * Blanc-Sablon's). A single-zone country's zone comes from the runtime's CLDR data.
 */
const COUNTRY_ZONES: Record<string, string> = {
  US: 'America/New_York',
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CY: 'Asia/Nicosia',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  FM: 'Pacific/Pohnpei',
  GL: 'America/Nuuk',
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  KZ: 'Asia/Almaty',
  MH: 'Pacific/Majuro',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Hebron',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  UZ: 'Asia/Tashkent',
};

/** The shared country list's two non-ISO codes (countries.ts). */
const ISO_CODES: Record<string, string> = { AUS: 'AU', UAE: 'AE' };

/** The one zone CLDR gives a country, if it gives exactly one (V8: Intl.Locale timeZones / getTimeZones()). */
function singleZoneOf(iso: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(iso)) return undefined;
  const locale = new Intl.Locale(`und-${iso}`) as Intl.Locale & { timeZones?: string[]; getTimeZones?: () => string[] };
  const zones = locale.getTimeZones?.() ?? locale.timeZones;
  return zones?.length === 1 ? zones[0] : undefined;
}

/**
 * The listing's IANA time zone (decision 057): from its pin (tz-lookup's boundaries), else from
 * its US state, else its country's capital, else UTC. Response windows are counted in it.
 */
export function listingTimeZone(place: ListingPlace): string {
  if (place.latitude !== null && place.longitude !== null && Math.abs(place.latitude) <= 90 && Math.abs(place.longitude) <= 180) {
    return tzLookup(place.latitude, place.longitude);
  }
  const country = place.country.toUpperCase();
  const iso = ISO_CODES[country] ?? country;
  if (iso === 'US') {
    const zone = US_STATE_ZONES[place.state?.toUpperCase() ?? ''];
    if (zone) return zone;
  }
  return COUNTRY_ZONES[iso] ?? singleZoneOf(iso) ?? 'UTC';
}
