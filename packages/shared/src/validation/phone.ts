// The 'min' metadata on purpose: it checks each country's number lengths and leading digits, which
// catches the typos a form should catch, at about half the size of 'max' in the web bundle. 'max'
// adds per-type patterns (mobile, fixed line…) we never ask for, and rejects newly allocated
// ranges until its metadata is updated (docs/decisions/033-phone-numbers-by-country.md).
import {
  AsYouType,
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { DEFAULT_COUNTRY } from '../constants/locale';
import { MESSAGES } from '../messages/messages';
import { COUNTRIES, isoCountryCode } from '../reference/countries';
import { ifNoEarlierError, requiredText } from './text';

/** What a phone number may be typed with: digits, a leading +, and the display format's punctuation. */
const PHONE_TEXT = /^\+?[\d\s().-]+$/;

/** The libphonenumber country of one of our country codes ('AUS' -> 'AU'), if it has phone numbers. */
export function phoneCountryOf(country: string): CountryCode | undefined {
  const iso = isoCountryCode(country);
  return iso && isSupportedCountry(iso) ? iso : undefined;
}

/** Our countries that have a calling code, in list order (United States first). */
export const PHONE_COUNTRIES = COUNTRIES.filter((country) => phoneCountryOf(country.code));

/** The calling code of one of our country codes: 'us' -> '1', 'AUS' -> '61'. */
export function callingCodeOf(country: string): string {
  const phoneCountry = phoneCountryOf(country);
  return phoneCountry ? getCountryCallingCode(phoneCountry) : getCountryCallingCode('US');
}

/**
 * The E.164 form ('+15125550100') of a valid phone number, typed internationally ('+44 7911
 * 123456') or nationally for `country` (a US number by default: '(512) 555-0100'); undefined if it
 * is not a valid number there.
 */
export function toE164(value: string, country: string = DEFAULT_COUNTRY): string | undefined {
  const text = value.trim();
  if (!PHONE_TEXT.test(text)) return undefined;
  const number = parsePhoneNumberFromString(text, phoneCountryOf(country) ?? 'US');
  return number?.isValid() ? number.number : undefined;
}

/** Whether a phone number is valid, typed internationally or nationally for `country` (US by default). */
export function isValidPhone(value: string, country: string = DEFAULT_COUNTRY): boolean {
  return toE164(value, country) !== undefined;
}

/** A required phone number, output in E.164 ('Invalid Phone Number'); national numbers are read for `country`. */
export function phoneSchema(country: string = DEFAULT_COUNTRY) {
  return requiredText()
    .refine((value) => isValidPhone(value, country), ifNoEarlierError(MESSAGES.invalidPhone))
    .transform((value) => toE164(value, country) ?? value);
}

/** A required phone number, international or a US one, output in E.164. */
export const ZPhone = phoneSchema();

/**
 * A phone number for display: a US number as the spec shows it, (xxx) xxx-xxxx; any other in its
 * international format ('+44 7911 123456'). Numbers stored before E.164 (ten digits) are US ones;
 * anything that is not a number comes back as it was.
 */
export function formatPhone(value: string): string {
  const number = PHONE_TEXT.test(value.trim()) ? parsePhoneNumberFromString(value.trim(), 'US') : undefined;
  if (!number) return value;
  return number.country === 'US' || (number.countryCallingCode === '1' && !number.country)
    ? number.formatNational()
    : number.formatInternational();
}

/** The national part of a phone number as typed so far, formatted for its country ('5125550' -> '(512) 555-0'). */
export function formatPhoneAsTyped(national: string, country: string): string {
  return new AsYouType(phoneCountryOf(country) ?? 'US').input(national);
}

/**
 * A stored phone number split for a country picker and a national number: its country (one of
 * ours; `fallback`, the profile's or listing's country, when it shares the calling code or the
 * number cannot tell) and the national number formatted for it.
 */
export function splitPhone(value: string | null | undefined, fallback: string): { country: string; national: string } {
  const number = value ? parsePhoneNumberFromString(value, phoneCountryOf(fallback) ?? 'US') : undefined;
  if (!number) return { country: fallback, national: value ?? '' };
  // Countries sharing a calling code (the UK and Guernsey, the US and Canada) keep the fallback's,
  // or else the code's main country where the number is valid there.
  const sameCode = number.countryCallingCode === callingCodeOf(fallback);
  const main = metadata.country_calling_codes[number.countryCallingCode]?.[0] as CountryCode | undefined;
  const phoneCountry = main && isValidPhoneNumber(number.nationalNumber, main) ? main : number.country;
  const ours = phoneCountry && !sameCode ? COUNTRIES.find((country) => phoneCountryOf(country.code) === phoneCountry)?.code : undefined;
  return { country: ours ?? fallback, national: number.formatNational() };
}

/**
 * What a country picker and a national number send: the number in E.164 when it is valid there
 * ('gb', '07911 123456' -> '+447911123456'), otherwise as typed behind the calling code, for the
 * schema to refuse; empty for no number.
 */
export function joinPhone(country: string, national: string): string {
  const typed = national.trim();
  if (!typed) return '';
  return toE164(typed, country) ?? (typed.startsWith('+') ? typed : `+${callingCodeOf(country)} ${typed}`);
}
