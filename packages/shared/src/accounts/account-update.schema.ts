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

// Apart from account.schema.ts, which every page needs to read the session: the phone rules
// (libphonenumber-js) load only with the profile form.

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
