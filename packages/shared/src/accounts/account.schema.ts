import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../constants/locale';
import { MESSAGES } from '../messages/messages';
import { COUNTRY_CODES } from '../reference/countries';
import { CURRENCY_CODES } from '../reference/currencies';
import { PROFILE_LANGUAGE_CODES } from '../reference/languages';
import { GENDER_IDS, PROFESSION_IDS } from '../reference/people';
import { TIME_ZONE_IDS } from '../reference/time-zones';
import { ZPersonNameParts } from '../validation/names';
import { isValidPhone, toE164 } from '../validation/phone';

/** A calendar date 'YYYY-MM-DD' in the past (dates of birth). */
export const ZPastDate = z.iso
  .date(MESSAGES.invalidInput)
  .refine((value) => new Date(`${value}T00:00:00Z`).getTime() < Date.now(), MESSAGES.invalidInput)
  .refine((value) => Number(value.slice(0, 4)) >= 1900, MESSAGES.invalidInput);

/**
 * A phone number, international ('+44 7911 123456') or a US one ('(512) 555-0100'), stored in
 * E.164; 'Invalid Phone Number' unless valid for its country.
 */
export const ZProfilePhone = z
  .string(MESSAGES.invalidPhone)
  .refine((value) => isValidPhone(value), MESSAGES.invalidPhone)
  .transform((value) => toE164(value) ?? value);

/** The profile settings (spec section 3: profile fields); every field may be left unset. */
export const ZProfile = z.object({
  gender: z.enum(GENDER_IDS).nullable(),
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  preferredLanguage: z.enum(PROFILE_LANGUAGE_CODES).nullable(),
  preferredCurrency: z.enum(CURRENCY_CODES).nullable(),
  timeZone: z.enum(TIME_ZONE_IDS).nullable(),
  profession: z.enum(PROFESSION_IDS).nullable(),
  country: z.enum(COUNTRY_CODES),
  /** The interface language, used for mails unless the preferred language is an interface one. */
  locale: z.enum(SUPPORTED_LOCALES),
});
export type TProfile = z.infer<typeof ZProfile>;

/**
 * The signed-in account as the API shows it to its owner (spec section 3: Account). Roles are
 * decided by the server; the web only displays them.
 */
export const ZAccount = z.object({
  _id: z.uuid(),
  email: z.string(),
  name: z.object({ firstName: z.string(), lastName: z.string() }),
  verified: z.boolean(),
  professionalInfo: z.record(z.string(), z.unknown()).nullable(),
  savedProps: z.array(z.uuid()),
  savedSearches: z.array(z.uuid()),
  hidden: z.array(z.uuid()),
  roles: z.object({ professional: z.boolean(), admin: z.boolean() }),
  profile: ZProfile,
  /** False for accounts made through Google that never set a password. */
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAccount = z.infer<typeof ZAccount>;

/** PUT /account: any subset of the name, the profile fields and the saved/hidden lists. */
export const ZUpdateAccountRequest = z
  .object({
    name: ZPersonNameParts,
    gender: z.enum(GENDER_IDS, MESSAGES.invalidInput).nullable(),
    dateOfBirth: ZPastDate.nullable(),
    phone: ZProfilePhone.nullable(),
    preferredLanguage: z.enum(PROFILE_LANGUAGE_CODES, MESSAGES.invalidInput).nullable(),
    preferredCurrency: z.enum(CURRENCY_CODES, MESSAGES.invalidInput).nullable(),
    timeZone: z.enum(TIME_ZONE_IDS, MESSAGES.invalidInput).nullable(),
    profession: z.enum(PROFESSION_IDS, MESSAGES.invalidInput).nullable(),
    country: z.enum(COUNTRY_CODES, MESSAGES.invalidInput),
    locale: z.enum(SUPPORTED_LOCALES, MESSAGES.invalidInput),
    savedProps: z.array(z.uuid(MESSAGES.invalidInput)).max(5000, MESSAGES.invalidInput),
    hidden: z.array(z.uuid(MESSAGES.invalidInput)).max(5000, MESSAGES.invalidInput),
  })
  .partial();
export type TUpdateAccountRequest = z.input<typeof ZUpdateAccountRequest>;

/** POST /saved-properties/multi (spec: body ids). */
export const ZSavedPropertiesRequest = z.object({ ids: z.array(z.uuid(MESSAGES.invalidInput)).max(500, MESSAGES.invalidInput) });

/** The header carrying the visitor's country, which the web stores (spec: GET account). */
export const COUNTRY_HEADER = 'x-user-country';
