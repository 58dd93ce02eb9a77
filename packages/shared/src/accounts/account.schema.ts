import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../constants/locale';
import { MESSAGES } from '../messages/messages';
import { COUNTRY_CODES } from '../reference/countries';
import { CURRENCY_CODES } from '../reference/currencies';
import { PROFILE_LANGUAGE_CODES } from '../reference/languages';
import { GENDER_IDS, PROFESSION_IDS } from '../reference/people';
import { TIME_ZONE_IDS } from '../reference/time-zones';

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

/** POST /saved-properties/multi (spec: body ids). */
export const ZSavedPropertiesRequest = z.object({ ids: z.array(z.uuid(MESSAGES.invalidInput)).max(500, MESSAGES.invalidInput) });

// In a module of its own so the web reads it without loading zod.
export { COUNTRY_HEADER } from './country-header';
